import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, type MessageBarIntent } from '@fluentui/react-message-bar';
import { DismissRegular } from '@fluentui/react-icons';
import { APPS_TEXT } from '@/strings/apps.pt-BR';

type Props = { intent: MessageBarIntent; title?: string; children: ReactNode; onDismiss: () => void };

/** A message that stays until the subscriber closes it: what they must act on, or note down, before it goes. */
export function DismissibleMessage({ intent, title, children, onDismiss }: Props) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {children}
      </MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" icon={<DismissRegular />} aria-label={APPS_TEXT.dismiss} onClick={onDismiss} />}
      />
    </MessageBar>
  );
}
