import type { ReactElement } from 'react';
import { Button } from '@fluentui/react-button';
import { Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';

type Props = {
  /** The button that opens the menu. */
  label: string;
  icon?: ReactElement;
  /** The question naming what will happen ('Excluir Fibra Sul?'). */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
};

/** An action that asks first, in a small menu under its button (SPEC section 4, 'a confirm menu'). */
export function ConfirmMenu({ label, icon, question, confirmLabel, cancelLabel, onConfirm, disabled }: Props) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={icon} disabledFocusable={disabled}>
          {label}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{question}</MenuGroupHeader>
            <MenuItem onClick={onConfirm}>{confirmLabel}</MenuItem>
            <MenuItem>{cancelLabel}</MenuItem>
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
