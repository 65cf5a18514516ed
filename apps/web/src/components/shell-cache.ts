import type { Cache } from 'swr';
import { earlyAnswerOf } from '@/lib/http';

/**
 * A shell's SWR cache. Asked for a read it does not hold yet, it takes the answer of that read's early read if it is
 * in (lib/http.ts), in the form SWR keeps an answer: the page that mounts it draws the data at once, and the mount's
 * revalidation takes the same early read, so it brings back the same answer and draws nothing again.
 */
export class ShellCache extends Map<string, ReturnType<Cache['get']>> {
  override get(key: string) {
    const early = super.has(key) ? undefined : earlyAnswerOf(key);
    if (early) super.set(key, { data: early.answer });
    return super.get(key);
  }
}
