import type { ReactNode } from 'react';
import { mergeClasses } from '@griffel/react';
import { useCardStyles } from './card-styles';

type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The list's name for screen readers: its own words, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  children: (item: T) => ReactNode;
};

/** The panel's cards as a list: one item per card, in the given order. */
export function CardGrid<T>({ items, itemKey, label, labelledBy, className, children }: Props<T>) {
  const c = useCardStyles();
  return (
    <ul className={mergeClasses(c.grid, className)} aria-label={label} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
