import { describe, expect, it } from 'vitest';
import { isPaid } from './invoice-status';

describe('isPaid', () => {
  it("is true for 'received' only", () => {
    expect(isPaid({ status: 'received' })).toBe(true);
    for (const status of ['to_receive', 'overdue', 'partial']) expect(isPaid({ status })).toBe(false);
  });
});
