import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/**
 * The ring a button shows in its icon's place while its action runs, drawn as Fluent's tiny Spinner draws it (20 px,
 * a brand arc on a light track), with CSS alone: Fluent's Spinner brings its Label and, with it, the forms' chunk,
 * which a page that only downloads or sends (an invoice, a support request) does not otherwise load.
 */
const useStyles = makeStyles({
  ring: {
    boxSizing: 'border-box',
    display: 'inline-block',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '4.5s' },
  },
});

/** A busy button's icon: `icon={pending ? <ButtonSpinner /> : <ArrowDownloadRegular />}`. */
export function ButtonSpinner({ className }: { className?: string }) {
  const s = useStyles();
  return <span role="progressbar" className={mergeClasses(s.ring, className)} />;
}
