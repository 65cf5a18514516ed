import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { DismissRegular } from '@fluentui/react-icons';
import { HOME_TEXT } from '@/strings/home.pt-BR';
import { RouterLink } from '@/components/RouterLink';
import { browserStorage } from '@/lib/storage';
import { clearNotificationPrompt, notificationPermission, shouldOfferNotifications } from '@/features/notifications/notification-prompt';

const text = HOME_TEXT.notificationPrompt;

/** docs/product/subscriber.md#notifications: after sign-in, while notifications were never allowed nor refused, home offers them once. */
export function NotificationPrompt() {
  const [offered, setOffered] = useState(() => shouldOfferNotifications(notificationPermission(), browserStorage('local')));
  if (!offered) return null;

  const close = () => {
    clearNotificationPrompt(browserStorage('local'));
    setOffered(false);
  };

  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{text.text}</MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" icon={<DismissRegular />} aria-label={text.dismiss} onClick={close} />}
      >
        <RouterLink to="/panel/notifications" onClick={close}>
          {text.enable}
        </RouterLink>
      </MessageBarActions>
    </MessageBar>
  );
}
