import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { TEXT } from '@/strings/pt-BR';

/**
 * A list or page that could not be loaded: the error alert of docs/product/subscriber.md#common-behaviour-and-errors,
 * and a retry when it can help.
 */
export function LoadFailure({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button size="small" onClick={onRetry}>
            {TEXT.common.tryAgain}
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
