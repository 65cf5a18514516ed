import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import type { InstallmentOption } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { interestNote, planLabel } from './plan-label';

type Props = {
  plans: InstallmentOption[];
  interestRatePercent: number;
  value: number;
  onChange: (installments: number) => void;
  disabled?: boolean;
};

/** 1x to 3x with the server's figures (docs/product/cards.md#paying-an-invoice: 2.35% a month, compounding), the interest under them. */
export function InstallmentChoice({ plans, interestRatePercent, value, onChange, disabled }: Props) {
  return (
    <Field label={FINANCIAL_TEXT.cardPayment.installmentsLabel} hint={interestNote(interestRatePercent)}>
      <RadioGroup value={String(value)} disabled={disabled} onChange={(_, data) => onChange(Number(data.value))}>
        {plans.map((plan) => (
          <Radio key={plan.installments} value={String(plan.installments)} label={planLabel(plan)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
