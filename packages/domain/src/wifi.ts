/**
 * Routers and Wi-Fi (docs/product/subscriber.md#wi-fi-and-routers): the texts and the Wi-Fi password rule, shared by
 * the web form (instant feedback) and the server (the check that counts). The original specification's texts are word
 * for word; the others are new and marked.
 */
export const WIFI_MESSAGES = {
  // The Wi-Fi password's rule (docs/product/subscriber.md#wi-fi-and-routers).
  passwordRequired: 'A senha é obrigatória',
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres',
  passwordNeedsLowercase: 'A senha deve conter pelo menos uma letra minúscula',
  passwordNeedsUppercase: 'A senha deve conter pelo menos uma letra maiúscula',
  passwordNeedsDigit: 'A senha deve conter pelo menos um número',
  // The router pages.
  listFailure: 'Falha ao carregar dispositivos...',
  detailsFailure: 'Falha ao carregar detalhes do dispositivo',
  changed: 'Senha alterada com sucesso',
  /** New: WPA2/WPA3 passphrases are 8 to 63 characters (IEEE 802.11i); the router refuses longer ones. */
  passwordTooLong: 'A senha deve ter no máximo 63 caracteres',
  /** New: printable ASCII only, as a WPA passphrase (IEEE 802.11i, annex M.4) must be. */
  passwordCharacters: 'Use apenas letras sem acento, números e símbolos comuns',
  /** New: the confirmation (the two entries must match). */
  confirmationRequired: 'Por favor repita a senha',
  passwordsMustMatch: 'As senhas não correspondem',
  /** New: which networks to change. */
  networksRequired: 'Escolha a rede que terá a senha alterada',
  deviceNotFound: 'Dispositivo não encontrado',
  /** New: the ACS could not be reached or refused the provider's credentials: nothing was changed. */
  changeFailure: 'Não foi possível alterar a senha agora. Tente novamente em alguns minutos.',
  tooManyChanges: 'Muitas alterações de senha. Aguarde e tente novamente mais tarde.',
  /** New: one band's outcome, so a subscriber knows which changed (failures are reported per band). */
  bandApplied: (band: string) => `Rede ${bandName(band)}: senha alterada.`,
  bandQueued: (band: string) => `Rede ${bandName(band)}: a senha será aplicada quando o roteador se conectar novamente.`,
  bandFailed: (band: string) => `Rede ${bandName(band)}: não foi possível alterar a senha.`,
  reconnectHint: 'Os aparelhos conectados a esta rede precisarão da nova senha para se conectar de novo.',
} as const;

/** '2.4' → '2.4 GHz', '5.8' → '5 GHz': how routers' labels name the bands. */
export function bandName(band: string): string {
  return band === '5.8' ? '5 GHz' : `${band} GHz`;
}

export const WIFI_PASSWORD_MIN_LENGTH = 8;
export const WIFI_PASSWORD_MAX_LENGTH = 63;

/** The first problem of a Wi-Fi password, in the order its rules are listed, or null when it may be set. */
export function wifiPasswordProblem(password: string): string | null {
  if (password === '') return WIFI_MESSAGES.passwordRequired;
  if (password.length < WIFI_PASSWORD_MIN_LENGTH) return WIFI_MESSAGES.passwordTooShort;
  if (password.length > WIFI_PASSWORD_MAX_LENGTH) return WIFI_MESSAGES.passwordTooLong;
  if (!/^[\x20-\x7e]+$/.test(password)) return WIFI_MESSAGES.passwordCharacters;
  if (!/[a-z]/.test(password)) return WIFI_MESSAGES.passwordNeedsLowercase;
  if (!/[A-Z]/.test(password)) return WIFI_MESSAGES.passwordNeedsUppercase;
  if (!/\d/.test(password)) return WIFI_MESSAGES.passwordNeedsDigit;
  return null;
}

/** The confirmation's problem, or null. */
export function wifiConfirmationProblem(password: string, confirmation: string): string | null {
  if (confirmation === '') return WIFI_MESSAGES.confirmationRequired;
  return confirmation === password ? null : WIFI_MESSAGES.passwordsMustMatch;
}
