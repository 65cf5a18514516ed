import { useMemo, useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { detectCardBrand } from '@central/domain';
import type { CardSaved } from '@central/domain/api';
import { MESSAGES, TEXT } from '@/strings/pt-BR';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { MaskedField } from '@/components/MaskedField';
import { useFormStyles } from '@/components/form-styles';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { fieldState } from '@/lib/field-state';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { useCardWrites } from './api';
import { BrandBadge } from './BrandBadge';
import { browserToday, CARD_MASKS, cardFormSchema, EMPTY_CARD_FORM, formProblemsFrom, newCardBody, type CardFormValues } from './card-form';

const text = TEXT.cards;

/**
 * The server refused the card as a whole, in its words: a card already saved, too many attempts or no active
 * contract are warnings; a declined card is an error; any 5xx is the generic text.
 */
function noticeFor(error: unknown): FormNotice {
  const warning = isApiError(error, 409) || isApiError(error, 429) || (isApiError(error) && error.code === 'NO_ACTIVE_CONTRACT');
  return { intent: warning ? 'warning' : 'error', text: failureText(error, MESSAGES.serverFailure) };
}

/**
 * docs/product/subscriber.md#saved-cards: the holder, number, expiry and CVV, checked by the rules the server runs
 * before anything is sent; the server's texts for each field return under it. The number and CVV stay in this form's
 * memory and the one request: they are never stored or logged here.
 */
export function CardForm({ onSaved }: { onSaved: (saved: CardSaved) => Promise<void> | void }) {
  const f = useFormStyles();
  const [today] = useState(browserToday);
  const context = useMemo(() => ({ today }), [today]);
  const form = useYupForm<CardFormValues>(cardFormSchema, EMPTY_CARD_FORM, context);
  const writes = useCardWrites();
  const sessionExpired = useSessionExpiry();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  // Without an active contract no card is taken (docs/product/subscriber.md#saved-cards): the warning stays and the form is off.
  const [noActiveContract, setNoActiveContract] = useState(false);
  const brand = detectCardBrand(form.values.number);
  const brandName = brand === 'visa' || brand === 'mastercard' ? text.brand[brand] : null;

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    let saved: CardSaved;
    try {
      saved = await writes.add(newCardBody(values));
    } catch (error) {
      if (sessionExpired(error)) return;
      if (isApiError(error) && error.code === 'NO_ACTIVE_CONTRACT') setNoActiveContract(true);
      const { problems, rest } = formProblemsFrom(isApiError(error) ? error.fields : {});
      form.setServerErrors(problems);
      if (Object.keys(problems).length === 0 || rest.length > 0) setNotice(noticeFor(error));
      return;
    }
    await onSaved(saved);
  });

  const disabled = noActiveContract;
  const maskedField = (field: keyof typeof CARD_MASKS) => ({ form, field, required: true, disabled, mask: CARD_MASKS[field] });
  return (
    <form className={f.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={text.holder} required {...fieldState(form.errors.holder)}>
        <Input
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          value={form.values.holder}
          onChange={(_, data) => form.setValue('holder', data.value)}
        />
      </Field>
      <MaskedField
        {...maskedField('number')}
        label={text.number}
        hint={brandName ? text.detectedBrand(brandName) : undefined}
        autoComplete="cc-number"
        contentAfter={brandName ? <BrandBadge name={brandName} decorative /> : undefined}
      />
      <MaskedField {...maskedField('expiry')} label={text.expiryDate} autoComplete="cc-exp" placeholder={text.expiryPlaceholder} />
      <MaskedField {...maskedField('cvv')} label={text.cvv} type="password" autoComplete="cc-csc" />
      <Button type="submit" appearance="primary" disabled={disabled} disabledFocusable={!disabled && form.submitting}>
        {text.submit}
      </Button>
    </form>
  );
}
