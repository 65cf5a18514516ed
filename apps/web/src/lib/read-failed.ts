/** What a page needs of an SWR read to tell whether it failed. */
interface Read {
  readonly error?: unknown;
  readonly isValidating: boolean;
}

/**
 * Whether a read failed and is not being asked again: the page then shows the failure and a retry. `isValidating` is
 * looked at only once the read failed, because SWR re-renders a component for every field of the read it looked at: a
 * page that always read it was drawn again twice for each revalidation that brought back the same answer (as a page
 * drawn from its early reads' answers does right after it appears: lib/http.ts).
 */
export function readFailed(read: Read): boolean {
  return Boolean(read.error) && !read.isValidating;
}
