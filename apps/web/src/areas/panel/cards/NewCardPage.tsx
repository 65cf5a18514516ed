import { Title2 } from '@fluentui/react-text';
import { Navigate, useNavigate } from 'react-router';
import type { CardSaved } from '@central/domain/api';
import { TEXT } from '../../../strings/pt-BR';
import { usePageTitle } from '../../../components/usePageTitle';
import { BackButton } from '../../../components/BackButton';
import { useNarrowPanelStyles } from '../../../components/card-styles';
import { useNotify } from '../../../components/toaster';
import { CardForm } from '../../../features/cards/CardForm';
import { CARD_PATHS } from '../../../features/cards/paths';
import { useCardPayments } from './useCardPayments';

const text = TEXT.cards;

/** /panel/financial/credit-card/new, 'Novo Cartão de Crédito' (SPEC section 2); saved, back to Meus Cartões. */
export function NewCardPage() {
  usePageTitle(text.newTitle);
  const enabled = useCardPayments();
  const navigate = useNavigate();
  const notify = useNotify();
  const s = useNarrowPanelStyles();
  if (!enabled) return <Navigate to="/panel" replace />;

  async function saved({ message }: CardSaved) {
    notify.success(message);
    await navigate(CARD_PATHS.list);
  }

  return (
    <>
      <div>
        <BackButton to={CARD_PATHS.list} />
      </div>
      <section className={s.panel}>
        <Title2 as="h1">{text.newTitle}</Title2>
        <CardForm onSaved={saved} />
      </section>
    </>
  );
}
