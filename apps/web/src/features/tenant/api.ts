import type { Theme } from '@central/domain/api';
import { http, isApiError } from '@/lib/http';

/** The tenant's look; null when the host names no known provider (the server answers 404). */
export async function fetchTheme(): Promise<Theme | null> {
  try {
    return await http.get<Theme>('/api/central/theme');
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
