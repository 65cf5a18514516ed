import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { Textarea } from '@fluentui/react-textarea';
import { characterCount } from '@central/domain';
import { MESSAGES } from '@/strings/pt-BR';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { fieldState } from '@/lib/field-state';
import { SUPPORT_MESSAGE_MAX } from './support-message-schema';

const useStyles = makeStyles({
  counter: { display: 'block', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  over: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

type Props = { label: string; value: string; error: string | undefined; onChange: (value: string) => void };

/**
 * A support message: a Textarea with its 'n/1000' count, which turns to the warning colour past the limit. Too long a message is a
 * warning (docs/product/subscriber.md#support-requests), a missing one an error; either way the field is marked invalid.
 */
export function MessageField({ label, value, error, onChange }: Props) {
  const s = useStyles();
  const count = characterCount(value);
  const over = count > SUPPORT_MESSAGE_MAX;
  const tooLong = error === MESSAGES.supportMessageTooLong;
  const state = tooLong ? { validationState: 'warning' as const, validationMessage: error } : fieldState(error);
  return (
    <Field
      label={label}
      {...state}
      hint={{
        className: mergeClasses(s.counter, over && s.over),
        children: SUPPORT_TEXT.counter(count, SUPPORT_MESSAGE_MAX),
      }}
    >
      <Textarea
        value={value}
        rows={6}
        resize="vertical"
        aria-invalid={error ? true : undefined}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
