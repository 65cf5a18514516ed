import { TEXT } from '../../strings/pt-BR';
import { NavDrawer } from '../../components/NavDrawer';
import { SideMenu } from './SideMenu';

/** The side menu on phones, over the page. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <NavDrawer open={open} onClose={onClose} title={TEXT.panel.menuLabel} closeLabel={TEXT.panel.closeMenu}>
      <SideMenu onNavigate={onClose} />
    </NavDrawer>
  );
}
