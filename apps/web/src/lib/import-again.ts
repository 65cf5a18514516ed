/**
 * A lazily loaded module whose fetch may fail and be tried again, as a confirm menu's code is at the next press.
 *
 * Chromium up to at least version 155, following the HTML standard of its time, keeps a module whose fetch failed in
 * the document's module map as failed: importing it again rejects at once, with no request, until the page reloads.
 * So after a failure the next attempt asks for the same file under a new address (`?attempt=2`, `?attempt=3`…), which
 * the server answers alike. The address is read from the failure's message, which Chromium ("Failed to fetch
 * dynamically imported module: <address>") and Firefox ("error loading dynamically imported module: <address>") give;
 * where the message names none, the same import is tried again, as before. Only the module itself gets a new address:
 * when one of its own imports was the file that failed, that file stays failed until a reload.
 */
export function importAgainOnFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let failedAddress: string | undefined;
  let attempt = 1;
  return () => {
    const fetching = failedAddress ? (import(/* @vite-ignore */ `${failedAddress}?attempt=${++attempt}`) as Promise<T>) : load();
    return fetching.catch((error: unknown) => {
      failedAddress ??= addressOfFailedImport(error);
      throw error;
    });
  };
}

/** The module's address named by a failed dynamic import's message, without any query it was asked with. */
export function addressOfFailedImport(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const address = /dynamically imported module: (\S+)/.exec(message)?.[1];
  return address?.split('?')[0];
}
