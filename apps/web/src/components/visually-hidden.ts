import { makeStyles } from '@griffel/react';

/** Hidden from sight but read by screen readers and found by accessible-name queries. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const useVisuallyHiddenStyles = makeStyles({ root: visuallyHidden });
