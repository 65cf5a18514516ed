import { BEARER_REFUSED, UNAUTHORIZED, type IxcAnswer } from './answers';

/** The dataset a request's Basic credentials select, or the answer IXC gives instead. */
export type Authentication = { dataset: string } | { refusal: IxcAnswer };

/** `tokens` maps each full token string ("<userId>:<64 hex>") to its dataset name. */
export function authenticate(authorization: string | undefined, tokens: ReadonlyMap<string, string>): Authentication {
  const [scheme = '', credentials = ''] = (authorization ?? '').trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') return { refusal: BEARER_REFUSED };
  if (scheme.toLowerCase() !== 'basic') return { refusal: UNAUTHORIZED };
  const dataset = tokens.get(Buffer.from(credentials, 'base64').toString('utf8'));
  return dataset ? { dataset } : { refusal: UNAUTHORIZED };
}

/** The dataset name for statistics, without deciding the answer. */
export function datasetOf(authorization: string | undefined, tokens: ReadonlyMap<string, string>): string | undefined {
  const authentication = authenticate(authorization, tokens);
  return 'dataset' in authentication ? authentication.dataset : undefined;
}
