import { renderBoletos } from '../documents/boleto-pdf';
import { EMPTY_ANSWER, errorAnswer, jsonAnswer, pdfAnswer, processingError } from '../webservice/answers';
import { boletoPageOf, type BoletoUpdate } from './boleto-page';
import type { ActionHandler } from './registry';

/**
 * `POST get_boleto {"boletos":"<id[,id…]>","tipo_boleto":"arquivo|dados|mail|sms","base64":"S|N",…}`.
 * `arquivo` prints one page per invoice that has a boleto to print, skipping the others; when none is left
 * IXC answers HTTP 200 with an empty body. With `atualiza_boleto` S a late bill is printed with today's amount
 * (`multa` S adds the fine, `juro` S the interest, by the sandbox's rule in boleto-page.ts); with N, as issued.
 */
export const getBoleto: ActionHandler = async ({ dataset, body, clock }) => {
  const ids = (body.boletos ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const update: BoletoUpdate = { update: body.atualiza_boleto === 'S', fine: body.multa === 'S', interest: body.juro === 'S' };
  const pages = ids.flatMap((id) => {
    const invoice = dataset.find('fn_areceber', id);
    const page = invoice && boletoPageOf(dataset, invoice, clock, update);
    return page ? [page] : [];
  });
  if (pages.length === 0) return EMPTY_ANSWER;
  switch (body.tipo_boleto || 'arquivo') {
    case 'arquivo':
      return pdfAnswer(await renderBoletos(pages, pages[0]!.beneficiary.name), body.base64 === 'S');
    case 'mail':
    case 'sms':
      return jsonAnswer({ registros: [{ sucesso: true }] });
    case 'dados':
      // No source shows this answer; refusing it keeps clients from depending on an invented shape.
      return errorAnswer('O sandbox não simula tipo_boleto "dados": o formato da resposta do IXC é desconhecido.');
    default:
      return processingError();
  }
};
