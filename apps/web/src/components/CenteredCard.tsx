import type { CSSProperties, ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
  },
  plainBackdrop: { backgroundColor: tokens.colorNeutralBackground3 },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

type Props = {
  children: ReactNode;
  /** The page behind the card; without it, a plain grey. */
  backdropClassName?: string;
  backdropStyle?: CSSProperties;
  cardClassName?: string;
};

/**
 * A card in the middle of the page. Plain for the admin's and the provider's pages, the same on any host (no
 * provider's background); the subscriber's sign-in (LoginLayout) lays it over the provider's background.
 */
export function CenteredCard({ children, backdropClassName, backdropStyle, cardClassName }: Props) {
  const s = useStyles();
  return (
    <main className={mergeClasses(s.root, backdropClassName ?? s.plainBackdrop)} style={backdropStyle}>
      <div className={mergeClasses(s.card, cardClassName)}>{children}</div>
    </main>
  );
}
