import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Textarea } from '@fluentui/react-textarea';
import { CopyRegular } from '@fluentui/react-icons';
import { FINANCIAL_TEXT } from '../strings/financial.pt-BR';
import { copyText } from '../lib/clipboard';
import { useNotify } from './toaster';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, width: '100%' },
  field: { width: '100%' },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

type Props = { label: string; value: string; copyLabel: string; copiedText: string; rows?: number };

/** A code to copy (PIX copia e cola, linha digitável): readable and selectable, plus a button that copies it. */
export function CopyField({ label, value, copyLabel, copiedText, rows = 3 }: Props) {
  const notify = useNotify();
  const s = useStyles();

  async function copy() {
    if (await copyText(value)) notify.copied(copiedText);
    else notify.failure(FINANCIAL_TEXT.common.copyFailed);
  }

  return (
    <div className={s.root}>
      <Field label={label} className={s.field}>
        <Textarea readOnly value={value} rows={rows} resize="none" textarea={{ className: s.code }} />
      </Field>
      <Button icon={<CopyRegular />} onClick={() => void copy()}>
        {copyLabel}
      </Button>
    </div>
  );
}
