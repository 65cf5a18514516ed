import { useId } from 'react';
import { mergeClasses } from '@griffel/react';
import { NavLink } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import { useMenuStyles } from '@/components/menu-styles';
import { isExternal, isGroup, type MenuExternalLink, type MenuGroup, type MenuLink } from './menu-items';
import { useMenuEntries } from './useMenuEntries';

/** The panel's navigation. `onNavigate` lets the phone drawer close once a page is picked. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const entries = useMenuEntries();
  const s = useMenuStyles();
  return (
    <nav aria-label={TEXT.panel.menuLabel}>
      <ul className={s.list}>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <MenuGroupItem key={entry.label} group={entry} onNavigate={onNavigate} />
          ) : isExternal(entry) ? (
            <li key={entry.href}>
              <MenuExternalItem link={entry} onNavigate={onNavigate} />
            </li>
          ) : (
            <li key={entry.to}>
              <MenuLinkItem link={entry} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuLinkItem({ link, onNavigate }: { link: MenuLink; onNavigate?: () => void }) {
  const s = useMenuStyles();
  const Icon = link.icon;
  return (
    <NavLink to={link.to} end onClick={onNavigate} className={({ isActive }) => mergeClasses(s.row, s.link, isActive && s.active)}>
      {Icon && <Icon className={s.icon} aria-hidden="true" />}
      {link.label}
    </NavLink>
  );
}

/** A page outside the portal (the provider's chat), in a new tab so the panel stays open. */
function MenuExternalItem({ link, onNavigate }: { link: MenuExternalLink; onNavigate?: () => void }) {
  const s = useMenuStyles();
  const Icon = link.icon;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className={mergeClasses(s.row, s.link)}>
      <Icon className={s.icon} aria-hidden="true" />
      {link.label}
    </a>
  );
}

function MenuGroupItem({ group, onNavigate }: { group: MenuGroup; onNavigate?: () => void }) {
  const s = useMenuStyles();
  const labelId = useId();
  const Icon = group.icon;
  return (
    <li>
      <span id={labelId} className={mergeClasses(s.row, s.groupLabel)}>
        <Icon className={s.icon} aria-hidden="true" />
        {group.label}
      </span>
      <ul className={mergeClasses(s.list, s.nested)} aria-labelledby={labelId}>
        {group.links.map((link) => (
          <li key={link.to}>
            <MenuLinkItem link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
