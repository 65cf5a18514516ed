import { CIELO_SANDBOX_CARD_ENDINGS } from '@central/sandbox';

/**
 * The subscribers of the demo providers that `npm start` prints and the README's table lists: one list, so the two
 * cannot drift (demo-logins.test.ts reads the README).
 */
export interface DemoLogin {
  provider: 'demo' | 'acme';
  kind: 'CPF' | 'CNPJ';
  login: string;
  password: string;
  /** What the login shows, in the terminal's pt-BR. */
  shows: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { provider: 'demo', kind: 'CPF', login: '529.982.247-25', password: 'demo123', shows: 'vários contratos, faturas e atendimentos' },
  { provider: 'demo', kind: 'CNPJ', login: '11.222.333/0001-81', password: 'demo456', shows: 'uma empresa' },
  { provider: 'demo', kind: 'CPF', login: '111.444.777-35', password: 'demo123', shows: 'cliente desabilitado' },
  { provider: 'demo', kind: 'CPF', login: '390.533.447-05', password: 'demo789', shows: 'sem e-mail cadastrado' },
  { provider: 'acme', kind: 'CPF', login: '529.982.247-25', password: 'alt12345', shows: 'outro provedor, outro assinante' },
];

const list = (digits: readonly string[], last: string) =>
  digits.length > 1 ? `${digits.slice(0, -1).join(', ')} ${last} ${digits.at(-1)}` : (digits[0] ?? '');

/** The README's sentence on the sandbox's test cards. */
export const cardEndingsReadme = () =>
  `The Cielo simulator decides a card by its last digit: ${list(CIELO_SANDBOX_CARD_ENDINGS.approved, 'or')} is approved, ` +
  `${list(CIELO_SANDBOX_CARD_ENDINGS.declined, 'or')} declined, ${list(CIELO_SANDBOX_CARD_ENDINGS.random, 'or')} either at random.`;

/** The terminal's lines: every demo login, then the sandbox's test cards. */
export function demoLoginLines(): string[] {
  const width = Math.max(...DEMO_LOGINS.map((entry) => `${entry.kind} ${entry.login}`.length));
  const logins = DEMO_LOGINS.map(
    (entry) =>
      `    ${entry.provider.padEnd(5)} ${`${entry.kind} ${entry.login}`.padEnd(width)}  senha ${entry.password.padEnd(9)} (${entry.shows})`,
  );
  const endings = CIELO_SANDBOX_CARD_ENDINGS;
  return [
    '  Acessos de demonstração (provedor, login, senha):',
    ...logins,
    `  Cartões de teste (Cielo simulada), pelo último dígito: ${list(endings.approved, 'ou')} aprovam; ` +
      `${list(endings.declined, 'ou')} recusam; ${list(endings.random, 'ou')} ao acaso.`,
  ];
}
