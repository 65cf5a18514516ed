/** Texts of the provider area (/admin, /provider), apart from pt-BR.ts so that the subscriber's pages never carry them. */
export const PROVIDER_TEXT = {
  signIn: {
    pageTitle: 'Acesso do provedor',
    heading: 'Acesso do provedor',
    user: 'Usuário',
    password: 'Senha',
    submit: 'Acessar',
  },
  home: {
    pageTitle: 'Provedor',
    greeting: (alias: string) => `Olá, ${alias}`,
    clientId: (clientId: string) => `Client ID: ${clientId}`,
    signOut: 'Sair',
  },
  broadcast: {
    heading: 'Enviar Notificação Geral',
    hint: 'Vai para todos os clientes que ativaram as notificações; a entrega pode levar até 1 minuto.',
    title: 'Título',
    message: 'Mensagem',
    submit: 'Enviar',
    confirmTitle: 'Confirmar envio',
    confirm: (devices: number) => `Enviar para ${devices} ${devices === 1 ? 'aparelho' : 'aparelhos'}?`,
    send: 'Enviar',
    cancel: 'Cancelar',
    recent: 'Notificações recentes',
    none: 'Nenhuma notificação enviada ainda.',
    state: { queued: 'Na fila', sending: 'Enviando', done: 'Concluída' },
    counts: (sent: number, failed: number, removed: number) => `Enviadas: ${sent} · Falhas: ${failed} · Removidas: ${removed}`,
  },
} as const;
