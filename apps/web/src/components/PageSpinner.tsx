import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { TEXT } from '../strings/pt-BR';

const useStyles = makeStyles({
  root: { minHeight: '100dvh', display: 'grid', placeItems: 'center' },
  ring: {
    width: '32px',
    height: '32px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `3px solid ${tokens.colorBrandBackground2}`,
    borderTopColor: tokens.colorBrandBackground,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.8s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
  },
});

/** Shown while the first page's code arrives; drawn with CSS so the entry bundle does not carry Fluent's Spinner. */
export function PageSpinner() {
  const s = useStyles();
  return (
    <div className={s.root}>
      <div className={s.ring} role="progressbar" aria-label={TEXT.common.loading} />
    </div>
  );
}
