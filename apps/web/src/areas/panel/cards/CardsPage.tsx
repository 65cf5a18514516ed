import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import { Navigate } from 'react-router';
import { CARD_MESSAGES } from '@central/domain';
import { TEXT } from '@/strings/pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { CardGrid } from '@/components/CardGrid';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LinkButton } from '@/components/LinkButton';
import { LoadFailure } from '@/components/LoadFailure';
import { useCards } from '@/features/cards/api';
import { CARD_PATHS } from '@/features/cards/paths';
import { SavedCardItem } from '@/features/cards/SavedCardItem';
import { useCardPayments } from './useCardPayments';
import { readFailed } from '@/lib/read-failed';

const text = TEXT.cards;

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** /panel/financial/credit-card, 'Meus Cartões': the saved cards, each to delete, and 'Adicionar cartão'. */
export function CardsPage() {
  usePageTitle(text.listTitle);
  const enabled = useCardPayments();
  const read = useCards(enabled);
  const { data, error, mutate } = read;
  const s = useStyles();
  if (!enabled) return <Navigate to="/panel" replace />;

  let content;
  if (readFailed(read)) content = <LoadFailure text={CARD_MESSAGES.cardListFailure} onRetry={() => void mutate()} />;
  else if (!data || error) content = <CardListSkeleton count={2} />;
  else if (data.length === 0) content = <Body1>{text.empty}</Body1>;
  else
    content = (
      <CardGrid items={data} itemKey={(card) => card.uuid} label={text.listTitle}>
        {(card) => <SavedCardItem card={card} />}
      </CardGrid>
    );

  return (
    <>
      <div className={s.header}>
        <Title2 as="h1">{text.listTitle}</Title2>
        <LinkButton to={CARD_PATHS.add} appearance="primary" icon={<AddRegular />}>
          {text.add}
        </LinkButton>
      </div>
      {content}
    </>
  );
}
