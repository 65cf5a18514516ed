import { MessageBar, MessageBarBody, type MessageBarIntent } from '@fluentui/react-message-bar';

export type FormNotice = { intent: MessageBarIntent; text: string };

/** The server's answer above a form, in its own words (SPEC section 8 texts arrive ready from the server). */
export function FormMessage({ notice }: { notice: FormNotice | null }) {
  if (!notice) return null;
  return (
    <MessageBar intent={notice.intent} layout="multiline">
      <MessageBarBody>{notice.text}</MessageBarBody>
    </MessageBar>
  );
}
