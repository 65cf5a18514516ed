import { brazilianDate } from '../calendar';
import { reais } from './format';
import type { Party } from './parties';
import { PAGE_MARGIN, createPdf } from './pdf-canvas';
import { createTextFlow, type TextFlow } from './text-flow';

export interface ContractDocument {
  number: string;
  contractor: Party;
  customer: Party & { contact: string };
  plan: string;
  services: { description: string; value: string }[];
  monthlyValue: string;
  /** `YYYY-MM-DD`, or empty while the contract was never activated. */
  activationDate: string;
  installationAddress: string[];
  loyaltyMonths: number;
  situation: string;
  /** Where and when it is signed, e.g. "Brasília - DF, 08/04/2022". */
  signedAt: string;
}

export async function renderContract(contract: ContractDocument): Promise<Uint8Array> {
  const pdf = await createPdf({ title: `Contrato ${contract.number}`, author: contract.contractor.name });
  const flow = createTextFlow(pdf);
  flow.paragraph('CONTRATO DE PRESTAÇÃO DE SERVIÇO DE COMUNICAÇÃO MULTIMÍDIA', { size: 13, bold: true, align: 'center' });
  flow.paragraph(`Contrato nº ${contract.number}`, { size: 10, align: 'center' });
  flow.space(8);
  partySection(flow, 'CONTRATADA', contract.contractor, []);
  partySection(flow, 'CONTRATANTE', contract.customer, contract.customer.contact ? [contract.customer.contact] : []);
  flow.heading('PLANO CONTRATADO');
  flow.paragraph(`Plano: ${contract.plan}. Situação: ${contract.situation}.`);
  for (const service of contract.services) flow.paragraph(`• ${service.description}: ${reais(service.value)} por mês`);
  flow.paragraph(`Valor mensal: ${reais(contract.monthlyValue)}.`, { bold: true });
  const activation = contract.activationDate ? brazilianDate(contract.activationDate) : 'não ativado';
  const loyalty = contract.loyaltyMonths > 0 ? `${contract.loyaltyMonths} meses` : 'sem fidelidade';
  flow.paragraph(`Data de ativação: ${activation}. Fidelidade: ${loyalty}.`);
  flow.paragraph(`Endereço de instalação: ${contract.installationAddress.join(', ') || 'não informado'}.`);
  flow.heading('CLÁUSULAS');
  clauses(contract.loyaltyMonths).forEach((clause, index) => flow.paragraph(`Cláusula ${index + 1}ª - ${clause}`));
  flow.space(18);
  flow.paragraph(contract.signedAt);
  signatureLines(flow, contract);
  return pdf.save();
}

function partySection(flow: TextFlow, title: string, party: Party, extra: string[]) {
  flow.heading(title);
  flow.paragraph(`${party.name}, inscrito(a) no ${party.document}.`);
  for (const line of [...party.addressLines, ...extra]) flow.paragraph(line);
}

function signatureLines(flow: TextFlow, contract: ContractDocument) {
  const { canvas, top } = flow.reserve(80);
  const y = top - 50;
  const half = (canvas.width - 2 * PAGE_MARGIN) / 2;
  for (const [index, name, role] of [
    [0, contract.contractor.name, 'CONTRATADA'],
    [1, contract.customer.name, 'CONTRATANTE'],
  ] as const) {
    const left = PAGE_MARGIN + index * half + 10;
    canvas.line([left, y], [left + half - 20, y]);
    canvas.text(name, left + (half - 20) / 2, y - 10, { size: 8, align: 'center', maxWidth: half - 20 });
    canvas.text(role, left + (half - 20) / 2, y - 20, { size: 7, align: 'center', color: 'gray' });
  }
}

function clauses(loyaltyMonths: number): string[] {
  return [
    'DO OBJETO. A CONTRATADA presta ao CONTRATANTE o Serviço de Comunicação Multimídia (SCM) de acesso à internet, no plano e no endereço de instalação indicados acima, nos termos da regulamentação da Anatel.',
    'DO PREÇO E DO PAGAMENTO. O CONTRATANTE paga mensalmente o valor do plano, por boleto bancário, Pix ou cartão de crédito, até o vencimento da fatura. O atraso sujeita o CONTRATANTE a multa de 2% (dois por cento) e juros de mora de 1% (um por cento) ao mês.',
    'DA SUSPENSÃO. Com atraso superior a 15 (quinze) dias, a CONTRATADA pode suspender o serviço mediante notificação prévia, restabelecendo-o em até 24 (vinte e quatro) horas após a comprovação do pagamento.',
    'DA QUALIDADE. A CONTRATADA garante, em média mensal, ao menos 80% (oitenta por cento) da velocidade contratada, conforme o Regulamento de Qualidade da Anatel.',
    'DOS EQUIPAMENTOS. Os equipamentos cedidos em comodato continuam de propriedade da CONTRATADA e são devolvidos em bom estado ao término do contrato.',
    loyaltyMonths > 0
      ? `DA VIGÊNCIA E DA FIDELIDADE. O contrato vigora por prazo indeterminado a partir da ativação. A rescisão pelo CONTRATANTE antes de ${loyaltyMonths} meses implica multa proporcional ao benefício concedido.`
      : 'DA VIGÊNCIA. O contrato vigora por prazo indeterminado a partir da ativação e pode ser rescindido a qualquer tempo, sem multa.',
    'DO FORO. Fica eleito o foro da comarca do endereço de instalação para resolver as questões deste contrato.',
  ];
}
