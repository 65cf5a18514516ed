import { CHECK_TEXTS, type CheckLine, type CheckStatus } from '@central/domain';

export const line = (id: string, title: string, status: CheckStatus, detail: string): CheckLine => ({ id, title, status, detail });

/**
 * The lines of one probe, or one failed line when it did not finish within `ms` (its own calls have deadlines too;
 * this bounds the probe as a whole) or threw something unforeseen.
 */
export async function withinDeadline(
  probe: () => Promise<CheckLine[]>,
  fallback: { id: string; title: string },
  ms: number,
  log: { warn(object: object, message: string): void },
): Promise<CheckLine[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckLine[]>((resolve) => {
    timer = setTimeout(() => resolve([line(fallback.id, fallback.title, 'failed', CHECK_TEXTS.timedOut(ms))]), ms);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(probe)
        .catch((error: unknown) => {
          log.warn({ err: error, check: fallback.id }, 'integration check failed unexpectedly');
          return [line(fallback.id, fallback.title, 'failed', CHECK_TEXTS.unexpected)];
        }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a transport failure of any adapter says to the admin: no answer in time, or no connection at all. */
export function transportDetail(failure: 'timeout' | 'unavailable', system: string, timeoutMs: number, httpStatus = 0): string {
  if (failure === 'timeout') return CHECK_TEXTS.timedOut(timeoutMs);
  return httpStatus >= 500 ? CHECK_TEXTS.serverError(system, httpStatus) : CHECK_TEXTS.unreachable(system);
}
