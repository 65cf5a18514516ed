import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { ButtonSpinner } from './ButtonSpinner';

type Props = { busy: boolean; type?: 'submit'; onClick?: () => void; children: ReactNode };

/** A primary button whose action may be running: then it stays focusable but inert, a spinner in its icon's place. */
export function BusyButton({ busy, type, onClick, children }: Props) {
  return (
    <Button type={type} appearance="primary" disabledFocusable={busy} icon={busy ? <ButtonSpinner /> : undefined} onClick={onClick}>
      {children}
    </Button>
  );
}
