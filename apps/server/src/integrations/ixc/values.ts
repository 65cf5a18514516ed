import { isIsoDate } from '@central/domain';

/** IXC writes an empty date as '', '0000-00-00' or with a time; this keeps only real calendar days. */
export function ixcDate(value: string | undefined): string | null {
  const day = (value ?? '').slice(0, 10);
  return isIsoDate(day) && day >= '1900-01-01' ? day : null;
}

/** IXC money: '99.90' (dot decimals); anything unreadable is 0. */
export function ixcMoney(value: string | undefined): number {
  const amount = Number.parseFloat(value ?? '');
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
}

/** An id column: '' and '0' mean none. */
export function ixcId(value: string | undefined): string | null {
  const id = (value ?? '').trim();
  return id && id !== '0' ? id : null;
}
