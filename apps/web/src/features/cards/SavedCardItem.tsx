import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { SavedCard } from '@central/domain/api';
import { TEXT } from '@/strings/pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { BrandBadge } from './BrandBadge';
import { RemoveCardButton } from './RemoveCardButton';

const text = TEXT.cards;

const useStyles = makeStyles({
  // In the list the brand reads as a card's printed logo: bolder, spaced capitals.
  brand: { fontWeight: tokens.fontWeightBold, letterSpacing: '0.04em', textTransform: 'uppercase' },
  number: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400, letterSpacing: '0.08em' },
  footer: { display: 'flex', justifyContent: 'flex-end', marginTop: 'auto' },
});

/** One saved card: brand, alias, the masked number and the expiry, with 'Excluir'. */
export function SavedCardItem({ card }: { card: SavedCard }) {
  const c = useCardStyles();
  const s = useStyles();
  return (
    <article className={c.card} aria-label={card.alias}>
      <div className={c.header}>
        <span className={c.title}>{card.alias}</span>
        <BrandBadge name={text.brand[card.brand]} className={s.brand} />
      </div>
      <span className={s.number}>{card.CardNumber}</span>
      <span className={c.muted}>{text.expiry(card.ExpirationDate)}</span>
      <span className={c.muted}>{card.holder}</span>
      <div className={s.footer}>
        <RemoveCardButton card={card} />
      </div>
    </article>
  );
}
