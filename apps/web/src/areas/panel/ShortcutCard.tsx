import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Link } from 'react-router';
import type { FluentIcon } from '@fluentui/react-icons';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { boxShadow: tokens.shadow8, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  description: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
});

/** A page of the panel (`to`), or a page outside it (`href`, e.g. the provider's chat) opened in a new tab. */
type Props = { title: string; description: string; icon: FluentIcon } & ({ to: string; href?: never } | { href: string; to?: never });

export function ShortcutCard({ to, href, title, description, icon: Icon }: Props) {
  const s = useStyles();
  const content = (
    <>
      <Icon className={s.icon} aria-hidden="true" />
      <span className={s.title}>{title}</span>
      <span className={s.description}>{description}</span>
    </>
  );
  if (href !== undefined) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={s.card}>
        {content}
      </a>
    );
  }
  return (
    <Link to={to} className={s.card}>
      {content}
    </Link>
  );
}
