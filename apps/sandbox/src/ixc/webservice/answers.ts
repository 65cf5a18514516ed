import { phpJsonEncode } from './php-json';

/** A complete webservice answer: IXC reports most failures in the body, so status and type are set per case. */
export interface IxcAnswer {
  statusCode: number;
  contentType: string;
  /** Bytes only for binary documents (a PDF asked for with `base64:"N"`). */
  body: string | Uint8Array;
}

export const HTML_LATIN1 = 'text/html; charset=ISO-8859-1';
export const LIST_CONTENT_TYPE = 'text/x-json; charset=utf-8';

export const PROCESSING_ERROR_HTML =
  '<div style="margin:40px; padding:30px; background:#FF0000; color:#FFFFFF; font-family:Arial, Helvetica, ' +
  'sans-serif; font-size:16px; border-radius:6px;">Ocorreu um erro ao processar. Contate o suporte IXC Soft.</div>';

/** Thrown for every request IXC answers with its red "Ocorreu um erro ao processar" block. */
export class IxcProcessingError extends Error {}

/** Invalid or unknown column, partial PUT, bad operator, overload: IXC's red HTML block. */
export function processingError(statusCode = 200): IxcAnswer {
  return { statusCode, contentType: HTML_LATIN1, body: PROCESSING_ERROR_HTML };
}

export function jsonAnswer(value: unknown, contentType = HTML_LATIN1): IxcAnswer {
  return { statusCode: 200, contentType, body: phpJsonEncode(value) };
}

/** `{"type":"error","message"}` with HTTP 200, as IXC refuses most action requests. */
export function errorAnswer(message: string): IxcAnswer {
  return jsonAnswer({ type: 'error', message });
}

/** What `get_boleto` answers when it has nothing to print: HTTP 200 and an empty body. */
export const EMPTY_ANSWER: IxcAnswer = { statusCode: 200, contentType: HTML_LATIN1, body: '' };

/** A printed document: its plain base64 text as `text/html` (`base64:"S"`), or the PDF bytes themselves. */
export function pdfAnswer(pdf: Uint8Array, asBase64: boolean): IxcAnswer {
  if (asBase64) return { statusCode: 200, contentType: HTML_LATIN1, body: Buffer.from(pdf).toString('base64') };
  return { statusCode: 200, contentType: 'application/pdf', body: pdf };
}

export function unavailableResource(resource: string): IxcAnswer {
  return jsonAnswer({ type: 'error', message: `Recurso ${resource} não está disponível!` });
}

export const UNAUTHORIZED = htmlPage(401, 'Unauthorized', 'This server could not verify that you are authorized.');
export const BEARER_REFUSED = htmlPage(400, 'Bad Request', 'Your browser sent a request that this server could not understand.');
export const NOT_FOUND = htmlPage(404, 'Not Found', 'The requested URL was not found on this server.');
export const GATEWAY_TIMEOUT = htmlPage(504, 'Gateway Time-out', 'The upstream server did not answer in time.');
export const BAD_GATEWAY = htmlPage(502, 'Bad Gateway', 'The proxy server received an invalid response from an upstream server.');
export const SERVICE_UNAVAILABLE = htmlPage(503, 'Service Unavailable', 'The server is temporarily unable to service your request.');
/** What PHP prints when MySQL refuses one more connection: HTTP 200, neither JSON nor HTML. */
export const TOO_MANY_CONNECTIONS: IxcAnswer = { statusCode: 200, contentType: HTML_LATIN1, body: 'Too many connections' };

function htmlPage(statusCode: number, title: string, text: string): IxcAnswer {
  const body =
    `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>${statusCode} ${title}</title>\n` +
    `</head><body>\n<h1>${title}</h1>\n<p>${text}</p>\n</body></html>\n`;
  return { statusCode, contentType: 'text/html; charset=iso-8859-1', body };
}
