import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';

const text = SECOND_FACTOR_TEXT.offer;

/** Where the second factor is optional (the demo): asked once after the admin signs in; 'Agora não' skips it. */
export function SecondFactorOfferDialog({ onAccept, onSkip }: { onAccept: () => void; onSkip: () => void }) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onSkip()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogContent>{text.text}</DialogContent>
          <DialogActions>
            <Button onClick={onSkip}>{text.skip}</Button>
            <Button appearance="primary" onClick={onAccept}>
              {text.accept}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
