import type { ReactNode } from 'react';
import { Body1, Title2 } from '@fluentui/react-text';
import { usePageTitle } from '@/components/usePageTitle';

/** A recovery step inside the login card: its heading (also the tab title), a short explanation, its form. */
export function RecoveryStep({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Title2 as="h1">{title}</Title2>
      {description && <Body1 as="p">{description}</Body1>}
      {children}
    </>
  );
}
