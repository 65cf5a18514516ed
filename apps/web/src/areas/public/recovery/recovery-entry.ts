/** Where 'Voltar' on the CPF step goes when nothing says where the person came from: the security page. */
export const DEFAULT_RECOVERY_BACK = '/panel/security';

/** The navigation state a page hands the CPF step so that 'Voltar' returns to it (the sign-in page, with its query). */
export const recoveryEntryState = (from: string) => ({ recoveryBack: from });

/** 'Voltar' on the CPF step: the page that opened it, when it is one of this site's, else the security page. */
export function recoveryBackTarget(state: unknown): string {
  const from = (state as { recoveryBack?: unknown } | null)?.recoveryBack;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : DEFAULT_RECOVERY_BACK;
}
