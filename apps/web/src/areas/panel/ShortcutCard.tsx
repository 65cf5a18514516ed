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

type Props = { to: string; title: string; description: string; icon: FluentIcon };

export function ShortcutCard({ to, title, description, icon: Icon }: Props) {
  const s = useStyles();
  return (
    <Link to={to} className={s.card}>
      <Icon className={s.icon} aria-hidden="true" />
      <span className={s.title}>{title}</span>
      <span className={s.description}>{description}</span>
    </Link>
  );
}
