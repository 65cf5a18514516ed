import { CHECK_TEXTS, type CheckLine } from '@central/domain';
import { ixcBaseUrl } from '../../integrations/ixc/base-url';
import { createCircuitBreaker } from '../../integrations/ixc/circuit-breaker';
import { IxcError } from '../../integrations/ixc/errors';
import { createIxcClient, type IxcClient } from '../../integrations/ixc/http-client';
import type { IxcListQuery } from '../../integrations/ixc/wire';
import { mapWithLimit } from '../../lib/each-with-limit';
import { line, transportDetail } from './check-lines';

/** A table the portal reads, and what for, in the admin's words. */
interface Read {
  table: string;
  purpose: string;
  /** The table whose columns name a view's filters (`fn_areceber_baixas` lists `fn_movim_finan` rows). */
  columnsOf?: string;
}

/** Every table a subscriber's pages or the admin's lookups list, whatever the provider's settings. */
const ALWAYS: readonly Read[] = [
  { table: 'cliente', purpose: 'cadastro de assinantes' },
  { table: 'cliente_contrato', purpose: 'contratos' },
  { table: 'vd_contratos_produtos', purpose: 'serviços dos contratos' },
  { table: 'radusuarios', purpose: 'logins PPPoE' },
  { table: 'fn_areceber', purpose: 'faturas' },
  { table: 'vd_saida', purpose: 'notas fiscais' },
  { table: 'cidade', purpose: 'cidades dos endereços' },
  { table: 'uf', purpose: 'estados dos endereços' },
  { table: 'su_oss_assunto', purpose: 'assuntos de atendimento' },
  { table: 'funcionarios', purpose: 'atendentes' },
  { table: 'produtos', purpose: 'produtos' },
  { table: 'vd_contratos', purpose: 'planos' },
];
const SUPPORT_READS: Record<'os' | 'customer_service', readonly Read[]> = {
  customer_service: [
    { table: 'su_ticket', purpose: 'atendimentos' },
    { table: 'su_mensagens', purpose: 'mensagens dos atendimentos' },
  ],
  os: [
    { table: 'su_oss_chamado', purpose: 'ordens de serviço' },
    { table: 'su_oss_chamado_mensagem', purpose: 'mensagens das ordens de serviço' },
  ],
};
const CARD_READS: readonly Read[] = [{ table: 'fn_areceber_baixas', columnsOf: 'fn_movim_finan', purpose: 'recebimentos das faturas' }];

/** What the ERP probe needs of a provider: where its IXC is, its token (open), and what it uses. */
export interface ErpSettings {
  ixcDomain: string;
  token: string;
  supportType: 'os' | 'customer_service';
  departmentId: string | null;
  cardPayments: boolean;
}

/** Tables read at once: IXC is slow and shared with the provider's own staff. */
const READS_AT_ONCE = 4;
const TOKEN_LINE = { id: 'erp.token', title: CHECK_TEXTS.erp.title };
/** A listing of one row: the cheapest read that proves the token may read the table. */
const ONE_ROW = (read: Read): IxcListQuery => ({ where: [], rowsPerPage: 1, ...(read.columnsOf ? { columnsOf: read.columnsOf } : {}) });

/**
 * The ERP: the token first (one row of `cliente`), then one row of each table the portal reads; a table the
 * token may not read is named. Writes cannot be tried without writing, so they are `unverifiable`. The check gets
 * a client of its own, without retries and with its own circuit, so it neither waits on nor opens the circuit the
 * provider's subscribers go through.
 */
export async function probeErp(settings: ErpSettings, timeoutMs: number): Promise<CheckLine[]> {
  let ixc: IxcClient;
  try {
    ixc = createIxcClient({
      baseUrl: ixcBaseUrl(settings.ixcDomain),
      token: settings.token,
      timeoutMs,
      listRetries: 0,
      breaker: createCircuitBreaker({ threshold: Number.MAX_SAFE_INTEGER }),
    });
  } catch {
    return [line(TOKEN_LINE.id, TOKEN_LINE.title, 'failed', CHECK_TEXTS.erp.domainInvalid)];
  }
  const reads = [...ALWAYS, ...SUPPORT_READS[settings.supportType], ...(settings.cardPayments ? CARD_READS : [])];
  const tableLine = (read: Read, status: CheckLine['status'], detail: string) =>
    line(`erp.table.${read.table}`, CHECK_TEXTS.erp.tableTitle(read.purpose), status, detail);

  const first = await readOneRow(ixc, reads[0]!, timeoutMs);
  if (first.kind === 'unauthorized') return [line(TOKEN_LINE.id, TOKEN_LINE.title, 'failed', CHECK_TEXTS.erp.tokenRefused)];
  if (first.kind === 'failed' && first.transport) return [line(TOKEN_LINE.id, TOKEN_LINE.title, 'failed', first.detail)];

  const lines: CheckLine[] = [line(TOKEN_LINE.id, TOKEN_LINE.title, 'ok', CHECK_TEXTS.erp.tokenOk)];
  const outcomes = [first, ...(await mapWithLimit(reads.slice(1), READS_AT_ONCE, (read) => readOneRow(ixc, read, timeoutMs)))];
  reads.forEach((read, index) => {
    const outcome = outcomes[index]!;
    lines.push(
      outcome.kind === 'ok'
        ? tableLine(read, 'ok', CHECK_TEXTS.erp.tableOk)
        : tableLine(read, 'failed', outcome.kind === 'failed' ? outcome.detail : CHECK_TEXTS.erp.tokenRefused),
    );
  });
  lines.push(...writeLines(settings));
  return lines;
}

type ReadOutcome = { kind: 'ok' } | { kind: 'unauthorized' } | { kind: 'failed'; detail: string; transport: boolean };

async function readOneRow(ixc: IxcClient, read: Read, timeoutMs: number): Promise<ReadOutcome> {
  try {
    await ixc.list(read.table, ONE_ROW(read));
    return { kind: 'ok' };
  } catch (error) {
    if (!(error instanceof IxcError)) throw error;
    switch (error.failure) {
      case 'unauthorized':
        return { kind: 'unauthorized' };
      case 'rejected': {
        // IXC names a resource its user may not use: "Recurso <table> não está disponível!".
        const message = error.message.replace(/^IXC [^:]*: /, '');
        const denied = /n[ãa]o est[áa] dispon[íi]vel/i.test(message);
        return {
          kind: 'failed',
          transport: false,
          detail: denied ? CHECK_TEXTS.erp.tableDenied(read.table) : CHECK_TEXTS.erp.tableRefused(read.table, message.slice(0, 200)),
        };
      }
      case 'timeout':
        return { kind: 'failed', transport: true, detail: transportDetail('timeout', 'IXC', timeoutMs) };
      case 'unavailable': {
        const status = Number(/HTTP (\d{3})/.exec(error.message)?.[1] ?? 0);
        return { kind: 'failed', transport: true, detail: transportDetail('unavailable', 'IXC', timeoutMs, status) };
      }
      default:
        return { kind: 'failed', transport: false, detail: CHECK_TEXTS.notItsProtocol('IXC') };
    }
  }
}

/** The writes the portal makes: none can be tried without writing, but a missing setting can be named. */
function writeLines(settings: ErpSettings): CheckLine[] {
  const table = settings.supportType === 'os' ? 'su_oss_chamado' : 'su_ticket';
  const purpose = settings.supportType === 'os' ? 'ordens de serviço' : 'atendimentos';
  const support = settings.departmentId
    ? line(`erp.write.${table}`, CHECK_TEXTS.erp.supportTitle(purpose), 'unverifiable', CHECK_TEXTS.erp.supportUnverifiable)
    : line(`erp.write.${table}`, CHECK_TEXTS.erp.supportTitle(purpose), 'failed', CHECK_TEXTS.erp.supportDepartmentMissing);
  const receipt = line('erp.write.receipt', CHECK_TEXTS.erp.receiptTitle, 'unverifiable', CHECK_TEXTS.erp.receiptUnverifiable);
  return settings.cardPayments ? [support, receipt] : [support];
}
