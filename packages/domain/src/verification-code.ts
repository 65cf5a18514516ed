import { onlyDigits } from './digits';

export const VERIFICATION_CODE_LENGTH = 9;

export function isWellFormedVerificationCode(value: string): boolean {
  return /^[\d-]+$/.test(value) && onlyDigits(value).length === VERIFICATION_CODE_LENGTH;
}
