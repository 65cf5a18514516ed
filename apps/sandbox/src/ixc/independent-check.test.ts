import { getBoletoInfo, getPixPayloadInfo, isValidBoleto, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENS } from './fixtures/datasets';
import { createIxcSandbox } from './sandbox';
import { FIXED_TODAY, send } from './testing/ixc-client';

/**
 * What the sandbox hands out as IXC would, read back by an independent library (@brazilian-utils, not our
 * own parsers): every digitable line of the demo datasets and the BR Code of every open invoice are valid, and carry
 * the invoice's amount and due date (with the 2025 restart of the fator de vencimento).
 */
const app = createIxcSandbox({ today: FIXED_TODAY });
afterAll(() => app.close());

const DATASETS = Object.keys(SANDBOX_TOKENS) as Array<keyof typeof SANDBOX_TOKENS>;
const invoices = (dataset: string) => app.sandbox.table(dataset, 'fn_areceber');
const cents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);
const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('the sandbox, read by @brazilian-utils', () => {
  const lines = DATASETS.flatMap((dataset) =>
    invoices(dataset)
      .filter((row) => row.linha_digitavel)
      .map((row) => ({ dataset, row })),
  );

  it('has digitable lines in every demo dataset to check', () => {
    expect(lines.length).toBeGreaterThanOrEqual(7);
    expect(lines.some(({ row }) => (row.data_vencimento ?? '') >= '2025-02-22')).toBe(true);
  });

  it.each(lines.map(({ dataset, row }) => [`${dataset} ${row.id}`, row] as const))(
    'digitable line of %s: valid, with its amount and due date',
    (_, row) => {
      const line = row.linha_digitavel!;
      expect(isValidBoleto(line)).toBe(true);
      const info = getBoletoInfo(line);
      expect(info).not.toBeNull();
      expect(info!.amount).toBe(cents(row.valor));
      expect(isoOf(info!.expirationDate!)).toBe(row.data_vencimento);
    },
  );

  const open = DATASETS.flatMap((dataset) =>
    invoices(dataset)
      .filter((row) => row.status === 'A' && Number(row.valor_aberto ?? 0) > 0)
      .map((row) => ({ dataset, row })),
  );

  it('has open invoices in every demo dataset to charge by Pix', () => {
    expect(open.length).toBeGreaterThanOrEqual(8);
  });

  it.each(open.map(({ dataset, row }) => [`${dataset} ${row.id}`, dataset, row] as const))(
    'BR Code of %s: valid, with the amount still open',
    async (_, dataset, row) => {
      const response = await send(app, {
        method: 'POST',
        url: '/webservice/v1/get_pix',
        token: SANDBOX_TOKENS[dataset],
        body: { id_areceber: row.id },
      });
      const code: string = response.json().pix.dadosPix.pixCopiaECola;
      expect(isValidPixPayload(code)).toBe(true);
      const info = getPixPayloadInfo(code) as unknown as { amount?: number; transactionAmount?: number } | null;
      expect(info).not.toBeNull();
      expect(info!.amount ?? info!.transactionAmount).toBe(Number(Number(row.valor_aberto).toFixed(2)));
    },
  );
});
