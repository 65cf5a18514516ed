import { useEffect } from 'react';
import { pageTitle } from '@/strings/pt-BR';

/** Sets the tab title to 'Central - <page>'. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
