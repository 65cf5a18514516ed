import { speedTestUrlOf } from '@central/domain';

/**
 * The speed test's address, from a flag of the form 'speed_test->https://…'
 * (docs/product/subscriber.md#providers-and-hosts); null without one, or when packages/domain's rule does not allow its
 * address (then there is no speed test).
 */
export function speedTestUrl(flags: readonly string[]): string | null {
  return speedTestUrlOf(flags);
}

export function hasFeature(flags: readonly string[], name: string): boolean {
  return flags.includes(name);
}
