/** The provider data the terms are written around (theme.legal plus the contact e-mail). */
export type TermsProvider = {
  name: string;
  document: string;
  address: string;
  contactEmail: string | null;
};

export type TermsSection = { heading: string; paragraphs: string[] };

/** 'Termos de Uso e Política de Privacidade' of the Central do Assinante, in the provider's name (LGPD, Lei 13.709/2018). */
export function termsSections({ name, document, address, contactEmail }: TermsProvider): TermsSection[] {
  const contact = contactEmail
    ? `pelo e-mail ${contactEmail} ou pelos demais canais de atendimento informados na Central`
    : 'pelos canais de atendimento informados na Central';

  return [
    {
      heading: '1. Quem somos',
      paragraphs: [
        `A Central do Assinante é o portal de autoatendimento oferecido por ${name}, inscrita no CNPJ sob o nº ${document}, com sede em ${address} ("Provedor"), aos assinantes dos seus serviços de internet e telecomunicações.`,
        `Para os fins da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018), ${name} é a controladora dos dados pessoais tratados nesta Central.`,
      ],
    },
    {
      heading: '2. Uso da Central',
      paragraphs: [
        'O acesso é pessoal e feito com o CPF ou CNPJ do titular do contrato e uma senha. Você é responsável por manter a senha em sigilo e por todas as ações realizadas com o seu acesso.',
        'Pela Central você pode consultar e pagar faturas, obter notas fiscais e contratos, abrir e acompanhar atendimentos, gerenciar aplicativos parceiros, dispositivos e cartões cadastrados, além de alterar a sua senha.',
        'É proibido usar a Central para fins ilícitos, tentar acessar dados de outros assinantes ou prejudicar o seu funcionamento. O Provedor pode suspender acessos que violem estes termos.',
      ],
    },
    {
      heading: '3. Dados que tratamos',
      paragraphs: [
        'Dados de identificação: nome ou razão social e CPF/CNPJ.',
        'Dados de contato: e-mail, telefone e endereço de instalação cadastrados no seu contrato.',
        'Dados financeiros e contratuais: contratos, faturas, pagamentos, notas fiscais e, quando você cadastrar um cartão, apenas o identificador fornecido pela operadora de pagamento, a bandeira, os quatro últimos dígitos e a validade. O código de segurança (CVV) nunca é armazenado.',
        'Dados de uso: registros de acesso à Central (data, hora e endereço IP), guardados por 6 meses conforme o Marco Civil da Internet (Lei nº 12.965/2014).',
      ],
    },
    {
      heading: '4. Para que usamos os dados',
      paragraphs: [
        'Para identificar você com segurança, prestar os serviços contratados, emitir cobranças e documentos fiscais, processar pagamentos, responder aos seus atendimentos, enviar o código de verificação para recuperação de senha e, se você autorizar, notificações sobre o vencimento das faturas.',
        'As bases legais são a execução do contrato, o cumprimento de obrigações legais e regulatórias, o exercício regular de direitos, o legítimo interesse na prevenção a fraudes e, para notificações, o seu consentimento, que pode ser revogado a qualquer momento.',
      ],
    },
    {
      heading: '5. Compartilhamento',
      paragraphs: [
        'Os dados são compartilhados somente com quem nos ajuda a prestar o serviço, sob dever de confidencialidade: o sistema de gestão do Provedor, instituições de pagamento, parceiros dos aplicativos que você ativar e autoridades públicas quando exigido por lei. Não vendemos dados pessoais.',
      ],
    },
    {
      heading: '6. Segurança e retenção',
      paragraphs: [
        'Adotamos medidas técnicas e administrativas para proteger os dados, como conexões criptografadas, senhas armazenadas de forma irreversível e controle de acesso. Os dados são mantidos enquanto durar o contrato e, depois, pelo prazo exigido por lei ou necessário para o exercício de direitos.',
      ],
    },
    {
      heading: '7. Seus direitos',
      paragraphs: [
        'Conforme o art. 18 da LGPD, você pode pedir a confirmação do tratamento, o acesso, a correção, a anonimização, o bloqueio ou a eliminação de dados desnecessários, a portabilidade, informações sobre compartilhamento e a revogação do consentimento. Também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
        `Para exercer esses direitos ou tirar dúvidas sobre estes termos, fale com ${name} ${contact}.`,
      ],
    },
    {
      heading: '8. Alterações',
      paragraphs: [
        'Estes termos podem ser atualizados. A data da última atualização aparece no início desta página, e mudanças relevantes serão comunicadas pela Central.',
      ],
    },
  ];
}
