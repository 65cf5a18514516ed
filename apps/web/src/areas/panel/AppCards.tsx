import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle1 } from '@fluentui/react-text';
import { Link } from 'react-router';
import { APP_MESSAGES } from '@central/domain';
import type { EntitledAppItem } from '@central/domain/api';
import { HOME_TEXT } from '@/strings/home.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { CardGrid } from '@/components/CardGrid';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useCustomerApps } from '@/features/apps/api';
import { appPagePath } from '@/features/apps/paths';
import { useDeferredData } from '@/lib/use-deferred-data';
import { readFailed } from '@/lib/read-failed';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { flexDirection: 'row', alignItems: 'center', gap: tokens.spacingHorizontalM },
  image: { width: '48px', height: '48px', objectFit: 'contain', flexShrink: 0, borderRadius: tokens.borderRadiusMedium },
  texts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
});

const text = HOME_TEXT.apps;

/**
 * Home's app cards (docs/product/partners.md#the-subscribers-app-pages): each entitled app opens its page; no section
 * without apps; a failure stays here.
 */
export function AppCards() {
  const read = useCustomerApps();
  const { data: arrived, error, mutate } = read;
  const data = useDeferredData(arrived);
  const s = useStyles();
  if (data?.apps.length === 0 && !error) return null;

  let content;
  if (readFailed(read)) content = <LoadFailure text={APP_MESSAGES.listFailure} onRetry={() => void mutate()} />;
  else if (!data || error) content = <CardListSkeleton count={2} />;
  else content = <AppCardList items={data.apps} />;

  return (
    <section className={s.section} aria-labelledby="home-apps">
      <Subtitle1 as="h2" id="home-apps">
        {text.title}
      </Subtitle1>
      {content}
    </section>
  );
}

function AppCardList({ items }: { items: EntitledAppItem[] }) {
  const c = useCardStyles();
  const s = useStyles();
  return (
    <CardGrid items={items} itemKey={(item) => `${item.customer_app.id}/${item.contract.id}/${item.service?.id ?? ''}`} label={text.title}>
      {(item) => (
        <Link to={appPagePath(item)} className={mergeClasses(c.card, c.interactive, s.card)}>
          <img src={item.customer_app.image} alt="" className={s.image} />
          <span className={s.texts}>
            <span className={c.title}>{item.customer_app.name}</span>
            <span className={c.muted}>{text.contract(item.contract.id, item.contract.description)}</span>
          </span>
        </Link>
      )}
    </CardGrid>
  );
}
