import { Button } from '@fluentui/react-button';
import { CounterBadge } from '@fluentui/react-badge';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { useCardPaymentsToReview } from '@/features/admin/card-payments-api';

const text = ADMIN_TEXT.cardPayments;

/** How many of the provider's card payments await a review; 0 until known, or when the list cannot be read. */
export function useCardPaymentsWaiting(clientId: string): number {
  return useCardPaymentsToReview(clientId).data?.card_payments.length ?? 0;
}

/** The count beside the 'Pagamentos a revisar' tab's name; nothing when none waits. */
export function CardPaymentsWaitingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return <CounterBadge count={count} size="small" color="danger" aria-hidden />;
}

/**
 * Above the provider's tabs, on every tab but the reviews': how many card payments await a review, and the way to them
 * (docs/product/admin.md#card-payments-to-review).
 */
export function CardPaymentsWaitingNotice({ count, onOpen }: { count: number; onOpen: () => void }) {
  if (count === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{text.waiting(count)}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onOpen}>
          {text.openTab}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
