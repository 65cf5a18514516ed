/**
 * What the recovery steps remember between pages. Only in memory: the server's cookies are the proof of each
 * step, this just spares the person retyping when moving forward. Voltar on any step forgets all of it.
 * The new password is deliberately never kept.
 */
type RecoveryFlow = {
  /** Position of the chosen e-mail in the masked list, chosen again when the person comes back to the list. */
  mailIndex: number | null;
  verificationCode: string;
};

const empty = (): RecoveryFlow => ({ mailIndex: null, verificationCode: '' });

let flow = empty();

export const recoveryFlow = {
  current: (): Readonly<RecoveryFlow> => flow,
  remember(patch: Partial<RecoveryFlow>): void {
    flow = { ...flow, ...patch };
  },
  clear(): void {
    flow = empty();
  },
};
