import { Button } from '@fluentui/react-button';
import { Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import type { ReactElement } from 'react';

export type ConfirmMenuProps = {
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

/**
 * The confirm menu itself, with Fluent's menu (its popover, positioning and focus handling): a chunk of its own, which
 * components/ConfirmMenu.tsx loads once the page is idle, or at the first press of its button. `defaultOpen` opens it
 * as it mounts, for that first press; Fluent then moves focus to the first item, and back to the button on closing.
 */
export function ConfirmMenuPopover({
  label,
  icon,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled,
  defaultOpen,
}: ConfirmMenuProps & { defaultOpen: boolean }) {
  return (
    <Menu defaultOpen={defaultOpen}>
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
