import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { DismissRegular } from '@fluentui/react-icons';
import { TEXT } from '../../strings/pt-BR';
import { SideMenu } from './SideMenu';

const useStyles = makeStyles({
  drawer: { width: '240px' },
});

/** The side menu on phones, over the page. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useStyles();
  return (
    <OverlayDrawer className={s.drawer} open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={TEXT.panel.closeMenu} onClick={onClose} />}
        >
          {TEXT.panel.menuLabel}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <SideMenu onNavigate={onClose} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
