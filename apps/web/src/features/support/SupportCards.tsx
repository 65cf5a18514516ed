import type { SupportRequest } from '@central/domain/api';
import { useCardStyles } from '@/components/card-styles';
import { SupportCard } from './SupportCard';

/** Requests as a grid of cards, named for screen readers by the page's title. */
export function SupportCards({ supports, label }: { supports: SupportRequest[]; label: string }) {
  const c = useCardStyles();
  return (
    <ul className={c.grid} aria-label={label}>
      {supports.map((support) => (
        <li key={support.id}>
          <SupportCard support={support} />
        </li>
      ))}
    </ul>
  );
}
