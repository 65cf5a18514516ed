import type { MyData } from '@central/domain/api';
import { MY_DATA_TEXT as text } from '@/strings/my-data.pt-BR';
import { DataSection } from './DataItems';
import { formatCents, formatMoment } from './format';

/** Records the portal keeps of what happened: card payments, app activations, the account's audit trail. */
export function History({ data }: { data: MyData }) {
  return (
    <>
      <DataSection
        title={text.cardPayments}
        note={text.paymentsNote}
        items={data.cardPayments.map((payment, index) => ({
          key: `${payment.at}-${index}`,
          title: `${text.invoice(payment.invoiceId)}: ${text.outcomes[payment.outcome]}`,
          details: [
            { term: text.paidAt, description: formatMoment(payment.at) },
            { term: text.invoiceValue, description: `${formatCents(payment.totalCents)} ${text.installments(payment.installments)}` },
            payment.card && {
              term: text.card,
              description: `${text.brands[payment.card.brand] ?? payment.card.brand} ${text.cardNumber(payment.card.last4)}`,
            },
          ],
        }))}
      />
      <DataSection
        title={text.appActivations}
        items={data.appActivations.map((activation, index) => ({
          key: `${activation.app}-${activation.contractId}-${index}`,
          title: activation.app,
          details: [
            { term: text.contract, description: activation.contractId },
            activation.email !== null && { term: text.email, description: activation.email },
            { term: text.activatedAt, description: formatMoment(activation.activatedAt) },
          ],
        }))}
      />
      <DataSection
        title={text.auditEntries}
        note={text.auditNote(data.retention.auditDays)}
        items={data.auditEntries.map((entry, index) => ({
          key: `${entry.at}-${index}`,
          title: text.actions[entry.action] ?? entry.action,
          details: [
            { term: text.when, description: formatMoment(entry.at) },
            { term: text.result, description: text.outcomeLabels[entry.outcome] ?? entry.outcome },
            entry.ip !== null && { term: text.ip, description: entry.ip },
          ],
        }))}
      />
    </>
  );
}
