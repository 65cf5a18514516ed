import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { ActivationResult, CustomerAppView } from '@central/domain/api';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import { DescriptionList } from '@/components/DescriptionList';
import { DismissibleMessage } from './DismissibleMessage';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stores: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const text = APPS_TEXT;

type StoreLink = { label: string; href: string };

/** A login the partner just provisioned: shown once, from the activation's answer, until closed. */
export type FreshCredentials = NonNullable<ActivationResult['credentials']>;

type Props = {
  app: CustomerAppView;
  /** The books app's user (Toca Livros keys its accounts by user). */
  user?: string | null;
  credentials?: FreshCredentials | null;
  onDismissCredentials?: () => void;
};

/**
 * The active view (docs/product/partners.md#the-subscribers-app-pages): the app's active text, the login or e-mail its
 * account uses, and where to download it; right after activation, a password the partner issued, once.
 */
export function ActiveAppView({ app, user, credentials, onDismissCredentials }: Props) {
  const s = useStyles();
  const stores: StoreLink[] = [];
  if (app.app_store_link) stores.push({ label: text.appStore, href: app.app_store_link });
  if (app.play_store_link) stores.push({ label: text.googlePlay, href: app.play_store_link });

  return (
    <div className={s.view}>
      {credentials && (
        <DismissibleMessage intent="warning" title={text.credentialsTitle} onDismiss={() => onDismissCredentials?.()}>
          <div>{text.activationLogin(credentials.login)}</div>
          {credentials.password !== null && <div>{text.credentialsPassword(credentials.password)}</div>}
        </DismissibleMessage>
      )}
      <Body1>{app.description}</Body1>
      {user && <Body1>{text.activationUser(user)}</Body1>}
      {app.activation_login && <Body1>{text.activationLogin(app.activation_login)}</Body1>}
      {app.activation_email && <DescriptionList items={[{ term: text.activationEmail, description: app.activation_email }]} />}
      {stores.length > 0 && (
        <section className={s.view} aria-labelledby="app-stores">
          <Subtitle2 as="h2" id="app-stores">
            {text.download}
          </Subtitle2>
          <div className={s.stores}>
            {stores.map((store) => (
              <Button key={store.label} as="a" href={store.href} target="_blank" rel="noopener noreferrer" icon={<ArrowDownloadRegular />}>
                {store.label}
              </Button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
