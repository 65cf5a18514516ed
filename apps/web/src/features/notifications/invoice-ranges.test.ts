import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@central/domain';
import { RANGE_OPTIONS, rangeSchema, rangeValueOf } from './invoice-ranges';

describe('notification range', () => {
  it('offers 15, 10, 5 and 1 days before the due date, in that order', () => {
    expect(RANGE_OPTIONS).toEqual([
      { value: '15', label: '15 dias antes do vencimento' },
      { value: '10', label: '10 dias antes do vencimento' },
      { value: '5', label: '5 dias antes do vencimento' },
      { value: '1', label: '1 dia antes do vencimento' },
    ]);
  });

  it('is required, and only one of the offered ranges', () => {
    expect(() => rangeSchema.validateSync({ invoiceRange: '' })).toThrow(MESSAGES.notificationRangeRequired);
    expect(() => rangeSchema.validateSync({ invoiceRange: '7' })).toThrow(MESSAGES.notificationRangeRequired);
    expect(rangeSchema.validateSync({ invoiceRange: '5' })).toEqual({ invoiceRange: '5' });
  });

  it('shows a saved range as chosen, and nothing for none or one it does not offer', () => {
    expect(rangeValueOf(10)).toBe('10');
    expect(rangeValueOf(null)).toBe('');
    expect(rangeValueOf(3)).toBe('');
  });
});
