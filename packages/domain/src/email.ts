const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Masks an e-mail for display to someone who has only proven a CPF: 'maria.silva@example.com' -> 'ma*********@ex*****.com'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const suffix = dot > 0 ? domain.slice(dot) : '';
  return `${keepStart(local, 2)}@${keepStart(host, 2)}${suffix}`;
}

function keepStart(part: string, visible: number): string {
  const shown = Math.min(visible, Math.max(1, part.length - 1));
  return part.slice(0, shown) + '*'.repeat(Math.max(part.length - shown, 1));
}
