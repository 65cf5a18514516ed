import { Title2 } from '@fluentui/react-text';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { CardSaved } from '@central/domain/api';
import { TEXT } from '@/strings/pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { useNarrowPanelStyles } from '@/components/card-styles';
import { useNotify } from '@/components/toaster';
import { CardForm } from '@/features/cards/CardForm';
import { cardFormReturnPath } from '@/features/cards/paths';
import { addedCardState } from '@/features/card-payments/route-state';
import { useCardPayments } from './useCardPayments';

const text = TEXT.cards;

/**
 * 'Novo Cartão de Crédito' (docs/product/subscriber.md#saved-cards), at /panel/financial/credit-card/new and inside an
 * invoice at '.../payment/card/new'. Saved, back to Meus Cartões, or to that invoice's payment with the new card
 * chosen.
 */
export function NewCardPage() {
  usePageTitle(text.newTitle);
  const enabled = useCardPayments();
  const { invoice_id: invoiceId } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const s = useNarrowPanelStyles();
  if (!enabled) return <Navigate to="/panel" replace />;
  const back = cardFormReturnPath(invoiceId);

  async function saved({ message, card }: CardSaved) {
    notify.success(message);
    await navigate(back, invoiceId === undefined ? undefined : { state: addedCardState(card.uuid) });
  }

  return (
    <>
      <div>
        <BackButton to={back} />
      </div>
      <section className={s.panel}>
        <Title2 as="h1">{text.newTitle}</Title2>
        <CardForm onSaved={saved} />
      </section>
    </>
  );
}
