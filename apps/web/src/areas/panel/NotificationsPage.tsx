import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import { NOTIFICATIONS_TEXT } from '../../strings/notifications.pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { NotificationSettings } from '../../features/notifications/NotificationSettings';

const useStyles = makeStyles({
  panel: {
    maxWidth: '480px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

/** /panel/notifications: when this device reminds the subscriber of an invoice (SPEC section 2). */
export function NotificationsPage() {
  usePageTitle(NOTIFICATIONS_TEXT.pageTitle);
  const s = useStyles();
  return (
    <section className={s.panel}>
      <Title2 as="h1">{NOTIFICATIONS_TEXT.heading}</Title2>
      <Body1>{NOTIFICATIONS_TEXT.intro}</Body1>
      <NotificationSettings />
    </section>
  );
}
