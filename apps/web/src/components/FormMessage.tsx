import { useMemo } from 'react';
import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-message-bar';

export type FormNotice = { intent: MessageBarIntent; text: string };

let shown = 0;

/**
 * The server's answer above a form, in its own words (docs/product/subscriber.md#common-behaviour-and-errors texts
 * arrive ready from the server), announced to screen readers as it appears: an error or warning as an alert (read at
 * once), a result as a status (read when the reader is free). Each new notice is a new element, so the same refusal
 * twice is announced twice.
 */
export function FormMessage({ notice }: { notice: FormNotice | null }) {
  const key = useMemo(() => (notice ? ++shown : 0), [notice]);
  if (!notice) return null;
  const urgent = notice.intent === 'error' || notice.intent === 'warning';
  return (
    <MessageBar key={key} intent={notice.intent} layout="multiline" role={urgent ? 'alert' : 'status'} aria-labelledby={undefined}>
      <MessageBarBody>{notice.text}</MessageBarBody>
    </MessageBar>
  );
}
