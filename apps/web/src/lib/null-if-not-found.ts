import { isApiError } from './http';

/** What `read` answers, or null where the server says 404: nothing is stored there yet. */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
