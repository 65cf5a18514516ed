import { useNarrowPanelStyles } from '@/components/card-styles';
import { Body1, Title2 } from '@fluentui/react-text';
import { NOTIFICATIONS_TEXT } from '@/strings/notifications.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { NotificationSettings } from '@/features/notifications/NotificationSettings';

/** /panel/notifications: when this device reminds the subscriber of an invoice (docs/product/subscriber.md#notifications). */
export function NotificationsPage() {
  usePageTitle(NOTIFICATIONS_TEXT.pageTitle);
  const s = useNarrowPanelStyles();
  return (
    <section className={s.panel}>
      <Title2 as="h1">{NOTIFICATIONS_TEXT.heading}</Title2>
      <Body1>{NOTIFICATIONS_TEXT.intro}</Body1>
      <NotificationSettings />
    </section>
  );
}
