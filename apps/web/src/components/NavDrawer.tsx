import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { DismissRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  drawer: { width: '240px' },
});

type Props = { open: boolean; onClose: () => void; title: string; closeLabel: string; children: ReactNode };

/** A side menu on phones, over the page. */
export function NavDrawer({ open, onClose, title, closeLabel, children }: Props) {
  const s = useStyles();
  return (
    <OverlayDrawer className={s.drawer} open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={closeLabel} onClick={onClose} />}>
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
