import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle1 } from '@fluentui/react-text';
import { HOME_TEXT } from '@/strings/home.pt-BR';
import { RouterLink } from '@/components/RouterLink';
import { InvoiceCards } from '@/features/invoices/InvoiceCards';
import { INVOICE_PATHS } from '@/features/invoices/invoice-display';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** How many open invoices the home page previews. */
const PREVIEW = 3;

/** Home's 'Próximas faturas': the first open invoices; a failure here leaves the rest of home working. */
export function NextInvoices() {
  const s = useStyles();
  return (
    <section className={s.section} aria-labelledby="home-next-invoices">
      <div className={s.header}>
        <Subtitle1 as="h2" id="home-next-invoices">
          {HOME_TEXT.nextInvoices}
        </Subtitle1>
        <RouterLink to={INVOICE_PATHS.toPay}>{HOME_TEXT.seeAllInvoices}</RouterLink>
      </div>
      <InvoiceCards status="to_pay" label={HOME_TEXT.nextInvoices} limit={PREVIEW} />
    </section>
  );
}
