import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { DismissRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { paymentNoticeIn } from './route-state';

/**
 * The card payment's outcome on the invoice page, in the server's words ('Pagamento realizado com sucesso!', or
 * that the receipt may take minutes). It stays until dismissed: a payment is not news to miss in a toast.
 */
export function PaymentNoticeBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = paymentNoticeIn(location.state);
  if (!notice) return null;
  const dismiss = () => void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return (
    <MessageBar intent={notice.intent} layout="multiline">
      <MessageBarBody>{notice.text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" aria-label={FINANCIAL_TEXT.cardPayment.dismiss} icon={<DismissRegular />} onClick={dismiss} />
        }
      />
    </MessageBar>
  );
}
