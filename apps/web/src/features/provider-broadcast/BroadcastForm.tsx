import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Textarea } from '@fluentui/react-textarea';
import { Body1, Subtitle1 } from '@fluentui/react-text';
import { PROVIDER_TEXT } from '@/strings/provider.pt-BR';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { useNotify } from '@/components/toaster';
import { errorMessage } from '@/lib/http';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { fetchDeviceCount, useSendBroadcast } from './api';
import { broadcastSchema, type BroadcastValues } from './broadcast-schema';

const text = PROVIDER_TEXT.broadcast;
const EMPTY: BroadcastValues = { title: '', message: '' };

/** 'Enviar Notificação Geral': checked here with the server's words, confirmed with the number of devices, then sent. */
export function BroadcastForm() {
  const f = useFormStyles();
  const notify = useNotify();
  const send = useSendBroadcast();
  const form = useYupForm(broadcastSchema, EMPTY);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [confirming, setConfirming] = useState<{ devices: number } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async () => {
    setNotice(null);
    try {
      setConfirming(await fetchDeviceCount());
    } catch (error) {
      setNotice({ intent: 'error', text: errorMessage(error) });
    }
  });

  async function confirm() {
    setSending(true);
    try {
      const answer = await send(form.values);
      notify.success(answer.message);
      form.reset();
    } catch (error) {
      setNotice({ intent: 'error', text: errorMessage(error) });
    } finally {
      setSending(false);
      setConfirming(null);
    }
  }

  return (
    <form className={f.form} onSubmit={submit} noValidate aria-labelledby="broadcast-heading">
      <Subtitle1 as="h2" id="broadcast-heading">
        {text.heading}
      </Subtitle1>
      <Body1>{text.hint}</Body1>
      <FormMessage notice={notice} />
      <Field label={text.title} {...fieldState(form.errors.title)}>
        <Input value={form.values.title} onChange={(_, data) => form.setValue('title', data.value)} />
      </Field>
      <Field label={text.message} {...fieldState(form.errors.message)}>
        <Textarea rows={5} resize="vertical" value={form.values.message} onChange={(_, data) => form.setValue('message', data.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabledFocusable={form.submitting || sending}>
        {text.submit}
      </Button>
      <Dialog open={confirming !== null} onOpenChange={(_, data) => !data.open && !sending && setConfirming(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{text.confirmTitle}</DialogTitle>
            <DialogContent>{confirming && text.confirm(confirming.devices)}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabledFocusable={sending} onClick={() => setConfirming(null)}>
                {text.cancel}
              </Button>
              <Button appearance="primary" disabledFocusable={sending} onClick={() => void confirm()}>
                {text.send}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </form>
  );
}
