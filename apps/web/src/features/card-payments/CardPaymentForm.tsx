import { useRef, useState } from 'react';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { AddRegular } from '@fluentui/react-icons';
import type { CardPaymentOptions, CardPaymentResult, SavedCard } from '@central/domain/api';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import type { FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { LinkButton } from '@/components/LinkButton';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { usePayInvoice } from './api';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { InstallmentChoice } from './InstallmentChoice';
import { invoiceChanged, payFailureNotice } from './pay-failure';
import { confirmSentence } from './plan-label';
import { SavedCardChoice } from './SavedCardChoice';

const text = FINANCIAL_TEXT.cardPayment;

type Props = {
  options: CardPaymentOptions;
  cards: SavedCard[];
  /** The card to start on (one just added); the first card otherwise. */
  preferredCardId: string | null;
  /** 'Adicionar novo cartão', in this invoice's context. */
  addCardPath: string;
  onPaid: (result: CardPaymentResult) => Promise<void> | void;
};

/**
 * docs/product/cards.md#paying-an-invoice: a saved card and 1x to 3x, then a confirm dialog, since the charge cannot be
 * undone. Refusals stay on the screen in the server's words; one payment at a time, never a double submit.
 */
export function CardPaymentForm({ options, cards, preferredCardId, addCardPath, onPaid }: Props) {
  const f = useFormStyles();
  const { pay, refresh } = usePayInvoice();
  const sessionExpired = useSessionExpiry();
  const [chosenCardId, setChosenCardId] = useState(preferredCardId);
  const [installments, setInstallments] = useState(options.plans[0]?.installments ?? 1);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  // The state above updates on the next render; this one stops a second click in the same frame.
  const inFlight = useRef(false);

  const card = cards.find((saved) => saved.uuid === chosenCardId) ?? cards[0];
  const plan = options.plans.find((option) => option.installments === installments);
  const blocked = options.paymentInProgress;

  async function confirm() {
    if (!card || !plan || inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setNotice(null);
    let result: CardPaymentResult;
    try {
      result = await pay({ cardId: card.uuid, invoiceId: options.invoiceId, installments: plan.installments });
    } catch (error) {
      inFlight.current = false;
      setPaying(false);
      setConfirming(false);
      if (sessionExpired(error)) return;
      setNotice(payFailureNotice(error));
      if (invoiceChanged(error)) void refresh(options.invoiceId);
      return;
    }
    await onPaid(result);
  }

  return (
    <form
      className={f.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked && !paying) setConfirming(true);
      }}
    >
      {notice && (
        <MessageBar intent={notice.intent} layout="multiline" role="alert">
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {blocked && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{text.inProgress}</MessageBarBody>
        </MessageBar>
      )}
      <SavedCardChoice cards={cards} value={card?.uuid ?? ''} onChange={setChosenCardId} disabled={paying} />
      <div>
        <LinkButton to={addCardPath} appearance="subtle" icon={<AddRegular />}>
          {text.addCard}
        </LinkButton>
      </div>
      <InstallmentChoice
        plans={options.plans}
        interestRatePercent={options.interestRatePercent}
        value={installments}
        onChange={setInstallments}
        disabled={paying}
      />
      <div>
        <Button
          type="submit"
          appearance="primary"
          disabled={blocked || !plan}
          disabledFocusable={!blocked && paying}
          icon={paying ? <ButtonSpinner /> : undefined}
        >
          {text.pay}
        </Button>
      </div>
      <ConfirmPaymentDialog
        open={confirming}
        summary={plan && card ? confirmSentence(plan, card.alias) : ''}
        paying={paying}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
