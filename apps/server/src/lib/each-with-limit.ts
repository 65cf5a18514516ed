/** Runs `work` over the items with at most `limit` of them under way at once (push fan-outs: bounded sockets and memory). */
export async function eachWithLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
