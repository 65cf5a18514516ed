/**
 * What the subscriber hears about a card payment. docs/product/subscriber.md#saved-cards gives only the installments
 * text (CARD_MESSAGES.installmentsInvalid); these are ours.
 */
export const PAYMENT_MESSAGES = {
  paid: 'Pagamento realizado com sucesso!',
  /** Charged, the ERP receipt still to be written: the background job finishes it. */
  approvedRecording: 'Pagamento aprovado! A baixa da fatura pode levar alguns minutos.',
  /** The gateway's answer was lost and the query could not settle it yet: never pay again meanwhile. */
  processing: 'Seu pagamento está em processamento. Confira a fatura em alguns minutos antes de tentar novamente.',
  /** Charged, and something the provider must look at (e.g. the bill was paid another way meanwhile). */
  underReview: 'Recebemos seu pagamento e ele está em análise pelo provedor. Não é preciso pagar novamente.',
  inProgress: 'Já existe um pagamento com cartão em andamento para esta fatura.',
  tooManyPayments: 'Muitas tentativas de pagamento. Aguarde e tente novamente mais tarde.',
  nothingDue: 'Esta fatura não tem valor em aberto.',
  declinedDefault: 'Pagamento não autorizado. Verifique os dados com o seu banco ou use outro cartão.',
} as const;
