import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { ArrowDownloadRegular, CopyRegular } from '@fluentui/react-icons';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { useFormStyles } from '@/components/form-styles';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { copyText } from '@/lib/clipboard';
import { saveFile } from '@/lib/download';
import { recoveryCodesFile } from './second-factor-rules';

const text = SECOND_FACTOR_TEXT.recoveryCodes;

const useStyles = makeStyles({
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Props = { codes: readonly string[]; account: string; onFinished: () => void };

/**
 * The ten recovery codes, shown this once: to copy, to save as a .txt, and 'Concluir'. The copy's outcome is said here,
 * not in a toast: inside a modal dialog the toasts are hidden from screen readers.
 */
export function RecoveryCodesStep({ codes, account, onFinished }: Props) {
  const s = useStyles();
  const formStyles = useFormStyles();
  const [notice, setNotice] = useState<FormNotice | null>(null);

  async function copy() {
    const copied = await copyText(codes.join('\n'));
    setNotice(copied ? { intent: 'success', text: text.copied } : { intent: 'warning', text: text.copyFailed });
  }
  const download = () => saveFile(text.fileName, new Blob([recoveryCodesFile(codes, account)], { type: 'text/plain;charset=utf-8' }));

  return (
    <div className={formStyles.form}>
      <Subtitle2 as="h2">{text.title}</Subtitle2>
      <Body1>{text.intro}</Body1>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{text.warning}</MessageBarBody>
      </MessageBar>
      <ol className={s.codes} aria-label={text.listLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <FormMessage notice={notice} />
      <div className={s.actions}>
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          {text.copy}
        </Button>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          {text.download}
        </Button>
        <Button appearance="primary" onClick={onFinished}>
          {text.finish}
        </Button>
      </div>
    </div>
  );
}
