import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Skeleton, SkeletonItem } from '@fluentui/react-skeleton';
import { Body1, Subtitle1 } from '@fluentui/react-text';
import { HOME_TEXT } from '@/strings/home.pt-BR';
import { TEXT } from '@/strings/pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { DescriptionList } from '@/components/DescriptionList';
import { LoadFailure } from '@/components/LoadFailure';
import { useCustomerDetails } from '@/features/customer/api';
import { maskDocument } from '@/features/customer/document-mask';
import { useDeferredData } from '@/lib/use-deferred-data';
import { readFailed } from '@/lib/read-failed';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '640px' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const text = HOME_TEXT.myDetails;

/** Home's 'Meus dados': the registration as the provider keeps it; changes go through a support request. */
export function MyDetails() {
  const read = useCustomerDetails();
  const { data: arrived, error, mutate } = read;
  const data = useDeferredData(arrived);
  const c = useCardStyles();
  const s = useStyles();

  let content;
  if (readFailed(read)) content = <LoadFailure text={text.failure} onRetry={() => void mutate()} />;
  else if (!data || error)
    content = (
      <Skeleton aria-label={TEXT.common.loading} className={s.skeleton}>
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
      </Skeleton>
    );
  else
    content = (
      <DescriptionList
        items={[
          { term: text.name, description: data.name },
          { term: text.document, description: maskDocument(data.cpfCnpj) },
          { term: text.email, description: data.email || text.notInformed },
          { term: text.phone, description: data.phone || text.notInformed },
        ]}
      />
    );

  return (
    <section className={mergeClasses(c.card, s.card)} aria-labelledby="home-my-details">
      <Subtitle1 as="h2" id="home-my-details">
        {text.title}
      </Subtitle1>
      {content}
      <Body1 className={c.muted}>{text.hint}</Body1>
    </section>
  );
}
