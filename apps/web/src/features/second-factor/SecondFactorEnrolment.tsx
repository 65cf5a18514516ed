import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Body1 } from '@fluentui/react-text';
import type { SecondFactorSetup } from '@central/domain/api';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { MaskedField } from '@/components/MaskedField';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { errorMessage, isApiError } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { secondStepSchema } from './second-step-schema';
import type { EnrolmentApi } from './api';
import { QrCode } from './QrCode';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { groupSecret, TOTP_CODE_MASK, type SecondStepValues } from './second-factor-rules';

const text = SECOND_FACTOR_TEXT.enrolment;

const useStyles = makeStyles({
  scan: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  manual: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  secret: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    wordSpacing: tokens.spacingHorizontalXS,
    userSelect: 'all',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Props = {
  api: EnrolmentApi;
  /** Whose factor it is, named in the recovery codes' file (the admin's e-mail, the provider's client_id). */
  account: string;
  /** After the recovery codes were shown and 'Concluir' pressed. */
  onFinished: () => void;
  /** Without it (an enrolment that cannot be skipped) there is no 'Cancelar'. */
  onCancel?: () => void;
  /** Sees each failed call first; answers whether it took over (an ended session). */
  onFailure?: (error: unknown) => boolean;
};

/**
 * 'Verificação em duas etapas': a new secret as a QR code and as text, a first code to turn it on ('Ativar'), then the
 * recovery codes, once. Opening it again before confirming replaces the secret (the server keeps only the newest).
 */
export function SecondFactorEnrolment({ api, account, onFinished, onCancel, onFailure }: Props) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  useEffect(() => {
    let current = true;
    api.setup().then(
      (answer) => current && setSetup(answer),
      (error: unknown) => current && !onFailure?.(error) && setNotice({ intent: 'error', text: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, onFailure]);

  if (codes) return <RecoveryCodesStep codes={codes} account={account} onFinished={onFinished} />;
  if (!setup) {
    return notice ? (
      <>
        <FormMessage notice={notice} />
        {onCancel && <Button onClick={onCancel}>{text.cancel}</Button>}
      </>
    ) : (
      <Spinner size="small" label={text.loading} />
    );
  }
  return <SetupStep setup={setup} api={api} onConfirmed={setCodes} onCancel={onCancel} onFailure={onFailure} />;
}

type SetupProps = Pick<Props, 'api' | 'onCancel' | 'onFailure'> & { setup: SecondFactorSetup; onConfirmed: (codes: string[]) => void };

function SetupStep({ setup, api, onConfirmed, onCancel, onFailure }: SetupProps) {
  const s = useStyles();
  const formStyles = useFormStyles();
  const form = useYupForm<SecondStepValues>(secondStepSchema, { mode: 'code', code: '', recovery_code: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ code }) => {
    setNotice(null);
    try {
      onConfirmed((await api.confirm(code)).recovery_codes);
    } catch (error) {
      if (onFailure?.(error)) return;
      if (isApiError(error, 400)) form.setServerErrors({ code: error.message });
      else setNotice({ intent: 'error', text: errorMessage(error) });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <Body1>{text.intro}</Body1>
      <Body1>{text.scan}</Body1>
      <div className={s.scan}>
        <QrCode value={setup.otpauth_url} label={text.qrLabel} />
        <div className={s.manual}>
          <Body1>{text.manual}</Body1>
          <code className={s.secret}>{groupSecret(setup.secret)}</code>
        </div>
      </div>
      <FormMessage notice={notice} />
      <MaskedField form={form} field="code" label={text.code} hint={text.codeHint} mask={TOTP_CODE_MASK} autoComplete="one-time-code" />
      <div className={s.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
          {text.activate}
        </Button>
        {onCancel && <Button onClick={onCancel}>{text.cancel}</Button>}
      </div>
    </form>
  );
}
