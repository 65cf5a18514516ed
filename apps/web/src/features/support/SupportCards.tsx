import type { SupportRequest } from '@central/domain/api';
import { CardGrid } from '@/components/CardGrid';
import { SupportCard } from './SupportCard';

/** Requests as a grid of cards, named for screen readers by the page's title. */
export function SupportCards({ supports, label }: { supports: SupportRequest[]; label: string }) {
  return (
    <CardGrid items={supports} itemKey={(support) => support.id} label={label}>
      {(support) => <SupportCard support={support} />}
    </CardGrid>
  );
}
