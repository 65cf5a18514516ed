import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { MessageBar, MessageBarBody, MessageBarTitle, type MessageBarIntent } from '@fluentui/react-message-bar';
import type { Device, WifiChangeAnswer } from '@central/domain/api';
import { BusyButton } from '@/components/BusyButton';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { PasswordField } from '@/components/PasswordField';
import { useFormStyles } from '@/components/form-styles';
import { failureText } from '@/lib/failure-text';
import { useYupForm } from '@/lib/use-yup-form';
import { useWifiChange } from './api';
import { canUnify, networksOf, unifiedKeys, WIFI_MESSAGES, wifiPasswordSchema } from './wifi-form';

const text = DEVICES_TEXT;

const useStyles = makeStyles({
  results: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * 'Alterar senha do Wi-Fi' (docs/product/subscriber.md#wi-fi-and-routers): unified changes both bands at once,
 * distributed one network at a time. The answer is shown per band and stays until the next change, so a subscriber
 * knows that 2.4 GHz changed and 5 GHz did not.
 */
export function WifiPasswordForm({ device }: { device: Device }) {
  const s = useFormStyles();
  const unifiable = canUnify(device);
  const networks = networksOf(device);
  const [unified, setUnified] = useState(unifiable);
  const [chosen, setChosen] = useState(networks[0]?.key ?? '');
  const [answer, setAnswer] = useState<WifiChangeAnswer | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const form = useYupForm(wifiPasswordSchema, { password: '', confirmation: '' });
  const change = useWifiChange(device.id);

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    setNotice(null);
    try {
      setAnswer(await change({ ...values, networks: unified ? unifiedKeys(device) : [chosen] }));
      form.reset();
    } catch (error) {
      setNotice({ intent: 'error', text: failureText(error, WIFI_MESSAGES.changeFailure) });
    }
  });

  return (
    <section aria-labelledby="wifi-change">
      <form className={s.form} onSubmit={submit} noValidate>
        <Subtitle2 as="h2" id="wifi-change">
          {text.changeHeading}
        </Subtitle2>
        <div aria-live="polite">
          {answer && <ChangeResults answer={answer} />}
          <FormMessage notice={notice} />
        </div>
        {unifiable && <Checkbox label={text.unified} checked={unified} onChange={(_, data) => setUnified(data.checked === true)} />}
        {!unified && networks.length > 1 && (
          <Field label={text.network}>
            <RadioGroup value={chosen} onChange={(_, data) => setChosen(data.value)}>
              {networks.map((network) => (
                <Radio key={network.key} value={network.key} label={`${text.band(network.band)} · ${network.ssid}`} />
              ))}
            </RadioGroup>
          </Field>
        )}
        <PasswordField form={form} field="password" label={text.newPassword} hint={text.rules} required autoComplete="new-password" />
        <PasswordField form={form} field="confirmation" label={text.confirmation} required autoComplete="new-password" />
        <Body1>{WIFI_MESSAGES.reconnectHint}</Body1>
        {!device.online && <Body1>{text.offlineHint}</Body1>}
        <div>
          <BusyButton type="submit" busy={form.submitting}>
            {text.submit}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

function ChangeResults({ answer }: { answer: WifiChangeAnswer }) {
  const s = useStyles();
  const failed = answer.results.filter((result) => result.outcome === 'failed').length;
  const intent: MessageBarIntent = failed === 0 ? 'success' : failed === answer.results.length ? 'error' : 'warning';
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{answer.message}</MessageBarTitle>
        <ul className={s.results}>
          {answer.results.map((result) => (
            <li key={result.key}>{result.message}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
