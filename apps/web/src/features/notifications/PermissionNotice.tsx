import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-dialog';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { Body1, Body1Strong } from '@fluentui/react-text';
import { NOTIFICATIONS_TEXT as text } from '@/strings/notifications.pt-BR';

const reload = () => window.location.reload();

/** How to allow notifications in each browser, and a reload to pick the new permission up. */
function InstructionsDialog() {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small">{text.howTo}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.instructionsTitle}</DialogTitle>
          <DialogContent>
            {text.instructions.map(({ browser, steps }) => (
              <p key={browser}>
                <Body1Strong>{browser}</Body1Strong>
                <br />
                <Body1>{steps}</Body1>
              </p>
            ))}
            <Body1>{text.afterInstructions}</Body1>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{text.close}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={reload}>
              {text.reload}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * docs/product/subscriber.md#notifications: notifications not allowed yet. Never asked: the browser's own question;
 * refused: only the browser's settings can undo it, so the instructions.
 */
export function PermissionNotice({ denied, onAsked }: { denied: boolean; onAsked: () => void }) {
  const [asking, setAsking] = useState(false);

  async function ask() {
    setAsking(true);
    try {
      await Notification.requestPermission();
    } finally {
      setAsking(false);
      onAsked();
    }
  }

  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{denied ? text.denied : text.ask}</MessageBarBody>
      <MessageBarActions>
        {!denied && (
          <Button size="small" appearance="primary" disabledFocusable={asking} onClick={() => void ask()}>
            {text.enable}
          </Button>
        )}
        <InstructionsDialog />
        <Button size="small" onClick={reload}>
          {text.reload}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
