import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { CustomerAppView } from '@central/domain/api';
import { APPS_TEXT } from '../../strings/apps.pt-BR';
import { DescriptionList } from '../../components/DescriptionList';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stores: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const text = APPS_TEXT;

type StoreLink = { label: string; href: string };

/** The active view (SPEC section 4): the app's active text, the e-mail its account uses, and where to download it. */
export function ActiveAppView({ app }: { app: CustomerAppView }) {
  const s = useStyles();
  const stores: StoreLink[] = [];
  if (app.app_store_link) stores.push({ label: text.appStore, href: app.app_store_link });
  if (app.play_store_link) stores.push({ label: text.googlePlay, href: app.play_store_link });

  return (
    <div className={s.view}>
      <Body1>{app.description}</Body1>
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
