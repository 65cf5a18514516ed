/** Props for a Fluent Field showing a field's error. */
export function fieldState(message: string | undefined) {
  return message ? { validationState: 'error' as const, validationMessage: message } : {};
}
