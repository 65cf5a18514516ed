import { useId } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { CopyRegular } from '@fluentui/react-icons';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { copyText } from '@/lib/clipboard';
import { useNotify } from './toaster';

/**
 * Drawn as Fluent's Field and Textarea draw a read-only field, with the browser's own label and text area: Fluent's
 * field, label, input and text area come with the forms' chunk, which an invoice, its PIX and its boleto then no
 * longer load before their first paint.
 */
const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, width: '100%' },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, width: '100%' },
  label: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  code: {
    boxSizing: 'border-box',
    width: '100%',
    resize: 'none',
    margin: 0,
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalMNudge}`,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    wordBreak: 'break-all',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorCompoundBrandStroke}`, outlineOffset: '0' },
  },
});

type Props = { label: string; value: string; copyLabel: string; copiedText: string; rows?: number };

/** A code to copy (PIX copia e cola, linha digitável): readable and selectable, plus a button that copies it. */
export function CopyField({ label, value, copyLabel, copiedText, rows = 3 }: Props) {
  const notify = useNotify();
  const id = useId();
  const s = useStyles();

  async function copy() {
    if (await copyText(value)) notify.copied(copiedText);
    else notify.failure(FINANCIAL_TEXT.common.copyFailed);
  }

  return (
    <div className={s.root}>
      <div className={s.field}>
        <label htmlFor={id} className={s.label}>
          {label}
        </label>
        <textarea id={id} className={s.code} readOnly value={value} rows={rows} />
      </div>
      <Button icon={<CopyRegular />} onClick={() => void copy()}>
        {copyLabel}
      </Button>
    </div>
  );
}
