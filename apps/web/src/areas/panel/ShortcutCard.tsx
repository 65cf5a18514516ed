import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Link } from 'react-router';
import type { FluentIcon } from '@fluentui/react-icons';
import { useCardStyles } from '@/components/card-styles';

const useStyles = makeStyles({
  card: { height: '100%' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
});

/** A page of the panel (`to`), or a page outside it (`href`, e.g. the provider's chat) opened in a new tab. */
type Props = { title: string; description: string; icon: FluentIcon } & ({ to: string; href?: never } | { href: string; to?: never });

export function ShortcutCard({ to, href, title, description, icon: Icon }: Props) {
  const c = useCardStyles();
  const s = useStyles();
  const card = mergeClasses(c.card, c.interactive, s.card);
  const content = (
    <>
      <Icon className={s.icon} aria-hidden="true" />
      <span className={c.title}>{title}</span>
      <span className={c.muted}>{description}</span>
    </>
  );
  if (href !== undefined) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={card}>
        {content}
      </a>
    );
  }
  return (
    <Link to={to} className={card}>
      {content}
    </Link>
  );
}
