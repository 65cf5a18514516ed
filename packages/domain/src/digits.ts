/** Keeps only the digits of a value typed by a person or stored masked by the ERP. */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** True when every character is the same digit (000..., 111...), a pattern no real document or phone has. */
export function isRepeatedDigit(digits: string): boolean {
  return digits.length > 0 && /^(\d)\1*$/.test(digits);
}
