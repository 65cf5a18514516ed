import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle2 } from '@fluentui/react-text';
import { useSectionStyles } from './section-styles';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    alignItems: 'start',
  },
});

/** A titled group of a long form's fields, laid out in as many columns as fit. */
export function FormSection({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  const s = useStyles();
  const section = useSectionStyles();
  return (
    <section className={section.section}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {note}
      <div className={s.grid}>{children}</div>
    </section>
  );
}
