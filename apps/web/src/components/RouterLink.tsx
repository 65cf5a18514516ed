import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Link, type To } from 'react-router';

/** Styled like Fluent's Link from the same tokens, without shipping its component to the sign-in page. */
const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':active': { color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
});

type Props = { to: To; className?: string; onClick?: () => void; children: ReactNode };

/** A link to another page of the app, navigating without a reload. */
export function RouterLink({ to, className, onClick, children }: Props) {
  const s = useStyles();
  return (
    <Link to={to} className={mergeClasses(s.link, className)} onClick={onClick}>
      {children}
    </Link>
  );
}
