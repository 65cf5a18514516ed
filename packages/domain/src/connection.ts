/**
 * 'Minha conexão' (docs/product/connection.md): the facts of a subscriber's connection, read from IXC and the ACS, and
 * the one sentence that tells the subscriber what they mean. The bands and the rules live here, and only here, so the
 * server's verdict and the page's labels agree.
 */

/** The fibre signal's verdict: 'Bom' from −25 dBm up, 'Atenção' down to −28 dBm, 'Ruim' below it or without light. */
export type SignalBand = 'good' | 'attention' | 'bad';

/** The received optical power (dBm) at or above which the signal is good, and the one below which it is bad. */
export const SIGNAL_GOOD_FROM_DBM = -25;
export const SIGNAL_BAD_BELOW_DBM = -28;
/**
 * Below this an ONU sees no light at all (a cut or unplugged fibre): the ONU's sensitivity ends around −30 dBm, and
 * readings of −40 dBm and below are what ONUs report with no light.
 */
export const NO_LIGHT_BELOW_DBM = -40;

export const SIGNAL_LABELS: Record<SignalBand, string> = { good: 'Bom', attention: 'Atenção', bad: 'Ruim' };

/** The band of a reading; null when there is no reading (IXC's "0.00" is none, and never 0 dBm). */
export function signalBand(dbm: number | null): SignalBand | null {
  if (dbm === null || !Number.isFinite(dbm)) return null;
  if (dbm >= SIGNAL_GOOD_FROM_DBM) return 'good';
  if (dbm >= SIGNAL_BAD_BELOW_DBM) return 'attention';
  return 'bad';
}

/** What is known about one contract's connection; null where the fact could not be read (or does not apply). */
export interface ConnectionFacts {
  /** The contract's internet is blocked (financial pending, or blocked by the provider). */
  blocked: boolean;
  /** The PPPoE session as IXC sees it. */
  online: boolean | null;
  signal: SignalBand | null;
  /** The router as the ACS sees it; null without an ACS or a router found. */
  routerOnline: boolean | null;
}

/** The sentences of the verdict, one per rule, in the order the rules are tried. */
export const CONNECTION_VERDICTS = {
  blocked: 'Seu contrato está bloqueado por pendência financeira. Pague a fatura em aberto ou use o desbloqueio de confiança.',
  routerOffline: 'Seu roteador está desconectado. Verifique se ele está ligado na tomada.',
  noLight: 'O sinal da fibra está fraco. Isso precisa de um técnico: abra um chamado.',
  offline: 'Sua conexão está desconectada. Toque em Reconectar; se não voltar, reinicie o roteador.',
  attention: 'Sua conexão está ativa, mas o sinal da fibra está no limite. Se a internet cair ou ficar lenta, abra um chamado.',
  good: 'Sua conexão está ativa e o sinal está bom. Se a internet está lenta, faça o teste de velocidade.',
  online: 'Sua conexão está ativa. Se a internet está lenta, faça o teste de velocidade.',
  unknown: 'Não foi possível verificar sua conexão agora. Tente novamente em instantes.',
} as const;

export type ConnectionVerdict = keyof typeof CONNECTION_VERDICTS;

/**
 * Which verdict the facts give, the first rule that holds: a blocked contract explains everything after it; a router
 * without power explains a session down and no light; a bad signal needs a technician whatever the session says; then
 * the session itself, and how good the signal is.
 */
export function connectionVerdict(facts: ConnectionFacts): ConnectionVerdict {
  if (facts.blocked) return 'blocked';
  if (facts.routerOnline === false) return 'routerOffline';
  if (facts.signal === 'bad') return 'noLight';
  if (facts.online === false) return 'offline';
  if (facts.online === true && facts.signal === 'attention') return 'attention';
  if (facts.online === true && facts.signal === 'good') return 'good';
  if (facts.online === true || facts.routerOnline === true) return 'online';
  return 'unknown';
}

/** The texts of the page and its actions that the server also answers. */
export const CONNECTION_MESSAGES = {
  reconnectSent: 'Pedido enviado. Aguarde até 2 minutos.',
  reconnectLimited: 'Você já pediu para reconectar 3 vezes na última hora. Tente novamente mais tarde ou abra um chamado.',
  reconnectFailed: 'Não foi possível pedir a reconexão agora. Tente novamente em instantes.',
  noLogin: 'Este contrato não tem um acesso de internet para reconectar.',
  rebootApplied: 'O roteador está reiniciando. O Wi-Fi volta em alguns minutos.',
  rebootQueued: 'O roteador não respondeu agora. Ele vai reiniciar assim que se comunicar com o provedor.',
  rebootLimited: 'Você já reiniciou este roteador 2 vezes na última hora. Tente novamente mais tarde ou abra um chamado.',
  rebootUnavailable: 'Este roteador não pode ser reiniciado pelo portal.',
  rebootFailed: 'Não foi possível reiniciar o roteador agora. Tente novamente em instantes.',
  signalUnavailable: 'Não foi possível verificar o sinal agora',
  connectionUnavailable: 'Não foi possível verificar a conexão agora',
  routerUnavailable: 'Não foi possível verificar o roteador agora',
} as const;

/** The reconnects one contract may ask for per hour, and the reboots one router may. */
export const RECONNECTS_PER_HOUR = 3;
export const REBOOTS_PER_HOUR = 2;

/**
 * The standard Wi-Fi QR text (`WIFI:T:WPA;S:<ssid>;P:<password>;;`) that phone cameras read to join a network; `\`,
 * `;`, `,`, `:` and `"` in the name or password are escaped with a backslash. An open network (no password) is `T:nopass`.
 */
export function wifiQrText(ssid: string, password: string | null): string {
  const escape = (text: string) => text.replace(/([\\;,:"])/g, '\\$1');
  if (!password) return `WIFI:T:nopass;S:${escape(ssid)};;`;
  return `WIFI:T:WPA;S:${escape(ssid)};P:${escape(password)};;`;
}

/**
 * A speed profile's download rate as people say it: IXC's `radgrupos.download` is a RADIUS rate ('500M', '1000M',
 * '1G', '512K'); '500 Mega', '1 Giga', '512 Kbps'. A bare number or anything else is not read (null).
 */
export function planSpeedText(download: string | null | undefined): string | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([KMG])\s*$/i.exec(download ?? '');
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toUpperCase();
  const megas = unit === 'G' ? amount * 1000 : unit === 'M' ? amount : null;
  if (megas === null) return `${amount.toLocaleString('pt-BR')} Kbps`;
  if (megas >= 1000) return `${(megas / 1000).toLocaleString('pt-BR')} Giga`;
  return `${megas.toLocaleString('pt-BR')} Mega`;
}
