/**
 * Texts of the Atendimentos pages. They sit apart from pt-BR.ts, which every page loads, so the sign-in page does
 * not carry them; error and validation texts still come from MESSAGES.
 */
export const SUPPORT_TEXT = {
  choose: 'Selecione',
  send: 'Enviar',
  none: '—',
  counter: (length: number, max: number) => `${length}/${max}`,
  request: {
    title: 'Solicitar Atendimento',
    subject: 'Assunto',
    contract: 'Contrato',
    contractOption: (id: string, description: string) => (description ? `Contrato ${id} - ${description}` : `Contrato ${id}`),
    phone: 'Telefone para contato',
    message: 'Mensagem',
  },
  lists: {
    inProgressTitle: 'Atendimentos em andamento',
    closedTitle: 'Atendimentos fechados',
    inProgressEmpty: 'Não há atendimentos em andamento.',
    closedEmpty: 'Não há atendimentos fechados.',
    seeMore: 'Ver mais',
    added: (protocolo: string) => `Atendimento solicitado com sucesso! Protocolo ${protocolo}`,
  },
  support: {
    protocol: (protocolo: string) => `Protocolo ${protocolo}`,
    protocolLabel: 'Protocolo',
    statusLabel: 'Situação',
    openedAt: 'Aberto em',
    subject: 'Assunto',
    contract: 'Contrato',
    message: 'Mensagem',
  },
  detail: {
    title: 'Atendimento',
    conversation: 'Conversa',
    noMessages: 'Não há outras mensagens neste atendimento.',
    you: 'Você',
    newMessage: 'Nova Mensagem',
  },
  addMessage: {
    title: 'Nova mensagem',
    message: 'Mensagem',
  },
} as const;
