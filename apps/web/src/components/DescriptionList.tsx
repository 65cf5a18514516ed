import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'baseline',
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  description: { margin: 0, overflowWrap: 'break-word' },
});

export type Description = { term: string; description: ReactNode };

/** Label and value pairs ('Vencimento' 10/05/2026), hiding pairs without a value. */
export function DescriptionList({ items }: { items: (Description | false | null)[] }) {
  const s = useStyles();
  return (
    <dl className={s.list}>
      {items
        .filter((item): item is Description => Boolean(item))
        .map(({ term, description }) => (
          <div key={term} className={s.pair}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.description}>{description}</dd>
          </div>
        ))}
    </dl>
  );
}
