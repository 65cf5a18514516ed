import { describe, expect, it } from 'vitest';
import type { CardSettings } from '../../../generated/prisma/client';
import { cardSettingsAuditView, clearedCardSettings, toAdminCardSettings } from './card-settings-rules';

const row = {
  tenantId: 't1',
  gatewayKind: 'cielo',
  merchantId: 'm1',
  merchantKey: 'sealed',
  apiUrl: 'https://api.cielo',
  queryUrl: 'https://query.cielo',
  receiptAccountId: '1',
  receiptPlanningAccountId: '2',
  receiptType: 'C',
  receiptBranchId: null,
  interestRate: '2.35',
  updatedAt: new Date('2025-01-02T03:04:05Z'),
} as unknown as CardSettings;

describe('card settings as the admin sees them', () => {
  it('say the merchant key is stored, never what it is', () => {
    const shown = toAdminCardSettings('acme', row);
    expect(shown).toMatchObject({
      client_id: 'acme',
      merchant_key_stored: true,
      interest_rate: 2.35,
      updated_at: '2025-01-02T03:04:05.000Z',
    });
    expect(shown).not.toHaveProperty('merchant_key');
  });

  it('are audited with the key only when given, and cleared field by field on deletion', () => {
    expect(cardSettingsAuditView(row).merchant_key).toBeNull();
    expect(cardSettingsAuditView(row, 'new').merchant_key).toBe('new');
    const cleared = clearedCardSettings(row);
    expect(cleared).not.toHaveProperty('merchant_key');
    expect(Object.values(cleared).every((value) => value === null)).toBe(true);
  });
});
