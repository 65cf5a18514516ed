/**
 * What the subscriber hears about a card payment (issue 11). SPEC section 8 gives only the installments text
 * (CARD_MESSAGES.installmentsInvalid); these are ours.
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

/**
 * The issuer's reason, in pt-BR, by Cielo's `ReturnCode`. The sandbox's codes (integrations.md §2: 05, 57, 78,
 * 99, 77, 70) differ from production's ABECS codes; where a code means different things in each (57: an expired
 * card in the sandbox, a transaction the card does not allow in production) the text fits both. A code not listed
 * hears the default text: the reason is the bank's to give, and the subscriber's next step is the same.
 */
const DECLINE_REASONS: Readonly<Record<string, string>> = {
  '05': 'Pagamento não autorizado pelo banco emissor do cartão. Fale com o seu banco ou use outro cartão.',
  '51': 'Pagamento não autorizado: limite insuficiente. Use outro cartão ou fale com o seu banco.',
  '54': 'Cartão vencido. Use outro cartão.',
  '57': 'Cartão expirado ou sem permissão para esta compra. Use outro cartão ou fale com o seu banco.',
  '70': 'O banco emissor encontrou um problema com este cartão. Fale com o seu banco ou use outro cartão.',
  '77': 'Este cartão foi cancelado. Use outro cartão.',
  '78': 'Este cartão está bloqueado. Desbloqueie-o com o seu banco ou use outro cartão.',
  '99': 'O banco emissor não respondeu a tempo. Tente novamente em alguns minutos.',
};

export function declineReason(returnCode: string | null | undefined): string {
  const code = (returnCode ?? '').trim();
  return DECLINE_REASONS[code.length === 1 ? `0${code}` : code] ?? PAYMENT_MESSAGES.declinedDefault;
}
