import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { SendRegular } from '@fluentui/react-icons';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';

const useStyles = makeStyles({ root: { alignSelf: 'flex-start' } });

/** 'Enviar' of the support forms, with a spinner while the form is being sent. */
export function SendButton({ sending }: { sending: boolean }) {
  const s = useStyles();
  return (
    <Button
      className={s.root}
      type="submit"
      appearance="primary"
      disabledFocusable={sending}
      icon={sending ? <ButtonSpinner /> : <SendRegular />}
    >
      {SUPPORT_TEXT.send}
    </Button>
  );
}
