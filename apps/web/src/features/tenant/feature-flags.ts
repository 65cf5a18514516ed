const SPEED_TEST_FLAG = 'speed_test->';

/** Speed test is enabled by a flag of the form 'speed_test->https://…' (SPEC section 3). */
export function speedTestUrl(flags: readonly string[]): string | null {
  const flag = flags.find((entry) => entry.startsWith(SPEED_TEST_FLAG));
  const url = flag?.slice(SPEED_TEST_FLAG.length).trim();
  return url ? url : null;
}

export function hasFeature(flags: readonly string[], name: string): boolean {
  return flags.includes(name);
}
