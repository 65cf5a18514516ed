import type { TermsSection } from './terms.pt-BR';

export const PRIVACY_TEXT = {
  title: 'Aviso de privacidade',
  controllerHeading: 'Quem cuida dos seus dados',
  controller: (legalName: string, document: string, alias: string) =>
    `${legalName} (CNPJ ${document}), o provedor ${alias}, é o controlador dos seus dados pessoais nesta Central do Assinante. Fale com ele, ou com o encarregado de dados, por estes contatos:`,
  loadFailure: 'Falha ao carregar o aviso de privacidade',
} as const;

/** The periods the notice states, as the server keeps them (GET /api/central/privacy-notice). */
export type PrivacyRetention = { auditDays: number; returningHintDays: number };

/** What the portal keeps and why, for how long, and the subscriber's rights (LGPD art. 9 and 18; Marco Civil art. 15). */
export function privacySections({ auditDays, returningHintDays }: PrivacyRetention, heldByProvider: string): TermsSection[] {
  return [
    {
      heading: 'O que a Central guarda, por que e por quanto tempo',
      paragraphs: [
        'Acessos à sua conta: quando cada acesso começou, foi usado pela última vez e termina, para manter você conectado com segurança. Um acesso termina quando você sai, após um período sem uso ou em alguns dias, e o registro é apagado cerca de uma hora depois.',
        `Registro de atividades: entradas, trocas de senha e códigos de verificação, com data, hora e endereço IP, para a sua segurança e porque o Marco Civil da Internet (Lei nº 12.965/2014, art. 15) exige guardar os registros de acesso por 6 meses. São guardados por ${auditDays} dias e depois apagados.`,
        'Notificações: o endereço que o serviço de notificações do seu navegador fornece, para enviar os lembretes de fatura que você pediu. Fica guardado até você desativar as notificações ou remover o dispositivo em Meus dados.',
        'Cartões salvos: o identificador fornecido pela operadora de pagamento, a bandeira, os quatro últimos dígitos, a validade e o nome impresso, para você pagar faturas sem digitar o cartão de novo. O número completo e o código de segurança (CVV) nunca são guardados. Fica guardado até você remover o cartão.',
        'Pagamentos com cartão: a fatura, o valor, o resultado e a bandeira e os quatro últimos dígitos do cartão usado, porque são registros financeiros do provedor.',
        'Aplicativos ativados: qual aplicativo parceiro você ativou, em qual contrato e o e-mail informado ao parceiro, para manter o seu acesso a ele.',
        `Entrada mais rápida: um código irreversível do seu CPF/CNPJ ligado ao seu cadastro, para a Central adiantar a leitura das suas faturas quando você entra. É apagado depois de ${returningHintDays} dias sem uso.`,
        'Proteção contra tentativas repetidas: contadores temporários, com códigos irreversíveis no lugar do CPF/CNPJ e do endereço IP, apagados em minutos.',
      ],
    },
    { heading: 'O que fica com o provedor', paragraphs: [heldByProvider] },
    {
      heading: 'Seus direitos e como exercê-los',
      paragraphs: [
        'Conforme o art. 18 da LGPD, você pode pedir a confirmação do tratamento, o acesso, a correção, a anonimização, o bloqueio ou a eliminação de dados desnecessários, a portabilidade, informações sobre compartilhamento e a revogação do consentimento.',
        'Na Central, em Segurança, Meus dados mostra tudo o que a Central guarda sobre você, permite baixar esses dados em um arquivo e remover dispositivos de notificação, cartões salvos e os outros acessos à sua conta.',
        'Para os demais pedidos, e para os dados que ficam com o provedor, fale com o provedor pelos contatos acima. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
  ];
}
