import { ADMIN_TEXT } from '@/strings/admin.pt-BR';

const customer = ADMIN_TEXT.customer.fields;
const apps = ADMIN_TEXT.apps.fields;

/**
 * The names the history's 'Campos' gives the fields the server's audit trail records (the keys of its changes): the
 * forms' own labels where a form shows the field, the card settings by their form labels, and the writes that have no
 * form (a review, a connection, a status).
 */
const HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...customer,
  ...apps,
  active: 'Aplicativo ativo',
  feature_flags: 'Recursos do portal',
  acs_issuer_id: 'Credencial do ACS',
  acs_private_key: 'Chave do ACS',
  merchant_id: customer.card_merchant_id,
  merchant_key: customer.card_merchant_key,
  api_url: customer.card_api_url,
  query_url: customer.card_query_url,
  account_id: customer.card_account_id,
  planning_account_id: customer.card_planning_account_id,
  receipt_type: customer.card_receipt_type,
  branch_id: customer.card_branch_id,
  interest_rate: customer.card_interest_rate,
  status: 'Situação',
  state: 'Situação do pagamento',
  card_payment_id: 'Pagamento com cartão',
  invoice_id: 'Fatura',
  review_note: 'Observação da revisão',
  watch_connection: 'Conexão com a Watch',
  two_factor: 'Verificação em duas etapas',
  admin: 'Administrador',
  id: 'Identificador',
};

/** A field the audit names, in words; '<field>_origin' (the server a secret now goes to) as its field's server. */
export function historyFieldLabel(field: string): string {
  const origin = /^(.+)_origin$/.exec(field);
  if (origin) return `${historyFieldLabel(origin[1]!)} (servidor)`;
  return HISTORY_FIELD_LABELS[field] ?? field.replaceAll('_', ' ');
}

/** The history's 'Campos' cell: the fields' names, or '—' for a write that changed none. */
export const historyFieldsText = (fields: string[]): string => (fields.length ? fields.map(historyFieldLabel).join(', ') : '—');
