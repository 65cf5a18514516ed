/** Texts of the notifications page (docs/product/subscriber.md#notifications); its error texts are in MESSAGES. */
export const NOTIFICATIONS_TEXT = {
  pageTitle: 'Notificações',
  heading: 'Notificações',
  intro: 'Receba um lembrete neste aparelho antes do vencimento das suas faturas.',
  rangeLabel: 'Quando avisar',
  choose: 'Selecione',
  rangeOption: (days: number) => (days === 1 ? '1 dia antes do vencimento' : `${days} dias antes do vencimento`),
  save: 'Salvar',
  disable: 'Desativar lembretes neste aparelho',
  disabled: 'Lembretes desativados neste aparelho.',
  notSaved: 'As notificações estão permitidas, mas ainda não configuradas neste aparelho. Escolha o período e clique em Salvar.',
  preparing: 'Preparando as notificações deste aparelho…',
  unsupported: 'As notificações não estão disponíveis neste aparelho ou navegador.',
  noProviderKey: 'As notificações não estão disponíveis para o seu provedor no momento.',
  ask: 'As notificações estão desativadas neste navegador. Ative-as para receber lembretes das suas faturas.',
  denied: 'As notificações foram bloqueadas neste navegador. Libere-as nas configurações do navegador e recarregue a página.',
  enable: 'Ativar notificações',
  howTo: 'Como ativar',
  reload: 'Recarregar página',
  close: 'Fechar',
  instructionsTitle: 'Como ativar as notificações',
  instructions: [
    {
      browser: 'Chrome (computador)',
      steps: 'Clique no ícone à esquerda do endereço do site, em Configurações do site, e escolha Permitir em Notificações.',
    },
    {
      browser: 'Firefox',
      steps: 'Clique no ícone de cadeado ao lado do endereço, remova o bloqueio de Enviar notificações e ative de novo.',
    },
    {
      browser: 'Safari no iPhone ou iPad',
      steps:
        'Toque em Compartilhar e em Adicionar à Tela de Início; abra a Central pelo ícone criado e toque em Ativar notificações (iOS 16.4 ou mais recente).',
    },
    {
      browser: 'Android',
      steps: 'Toque nos três pontos do navegador, em Configurações, Configurações do site, Notificações, e permita este site.',
    },
  ],
  afterInstructions: 'Depois de permitir, recarregue a página.',
} as const;
