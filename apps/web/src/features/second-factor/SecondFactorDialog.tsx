import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Body1 } from '@fluentui/react-text';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { useFormStyles } from '@/components/form-styles';
import { StatusBadge } from '@/components/StatusBadge';
import type { EnrolmentApi } from './api';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';

const text = SECOND_FACTOR_TEXT.enrolment;

type Props = {
  who: 'admin' | 'provider';
  enabled: boolean;
  api: EnrolmentApi;
  account: string;
  onClose: () => void;
  /** After 'Concluir': the page reads the account again, so it shows 'Ativa'. */
  onEnabled: () => void;
  onFailure?: (error: unknown) => boolean;
};

/**
 * 'Verificação em duas etapas' of one's own account: 'Ativa' when it is on, else the enrolment. It closes only by its
 * own buttons (an alert dialog): a click beside it must not lose the recovery codes it is showing.
 */
export function SecondFactorDialog({ who, enabled, api, account, onClose, onEnabled, onFailure }: Props) {
  const s = useFormStyles();
  const finished = () => {
    onEnabled();
    onClose();
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{SECOND_FACTOR_TEXT.title}</DialogTitle>
          <DialogContent className={s.form}>
            {enabled ? (
              <>
                <div>
                  <StatusBadge state="enabled" text={text.on} />
                </div>
                <Body1>{text.onHint[who]}</Body1>
              </>
            ) : (
              <SecondFactorEnrolment api={api} account={account} onFinished={finished} onCancel={onClose} onFailure={onFailure} />
            )}
          </DialogContent>
          {enabled && (
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {text.close}
              </Button>
            </DialogActions>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
