/**
 * The NBI's `projection=a,b.c`: only the named paths, each with its whole subtree; `_id` always comes along
 * (MongoDB's default). No projection returns the whole document.
 */
export function project(document: Record<string, unknown>, projection: string | undefined): Record<string, unknown> {
  if (projection === undefined) return document;
  const result: Record<string, unknown> = { _id: document._id };
  for (const path of projection
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const segments = path.split('.');
    let source: unknown = document;
    for (const segment of segments)
      source = source && typeof source === 'object' ? (source as Record<string, unknown>)[segment] : undefined;
    if (source === undefined) continue;
    let target = result;
    for (const segment of segments.slice(0, -1)) {
      const next = target[segment];
      target = (next && typeof next === 'object' ? next : (target[segment] = {})) as Record<string, unknown>;
    }
    target[segments.at(-1)!] = source;
  }
  return result;
}
