import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import type { SavedCard } from '@central/domain/api';
import { TEXT } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { BrandBadge } from '@/features/cards/BrandBadge';

const text = FINANCIAL_TEXT.cardPayment;

const useStyles = makeStyles({
  label: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  number: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.06em' },
  expiry: { color: tokens.colorNeutralForeground2 },
});

type Props = { cards: SavedCard[]; value: string; onChange: (cardId: string) => void; disabled?: boolean };

/** The saved cards to pay with, one radio each: brand, masked number and expiry. */
export function SavedCardChoice({ cards, value, onChange, disabled }: Props) {
  const s = useStyles();
  return (
    <Field label={text.cardsLabel}>
      <RadioGroup value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)}>
        {cards.map((card) => (
          <Radio
            key={card.uuid}
            value={card.uuid}
            label={
              <span className={s.label}>
                <BrandBadge name={TEXT.cards.brand[card.brand]} />
                <span className={s.number}>{card.CardNumber}</span>
                <span className={s.expiry}>{text.cardExpiry(card.ExpirationDate)}</span>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
