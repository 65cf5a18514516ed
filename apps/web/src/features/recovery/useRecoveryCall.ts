import { useState } from 'react';
import type { FormNotice } from '@/components/FormMessage';
import { errorMessage } from '@/lib/http';

/**
 * A recovery step's notice and its calls to the server: a refusal shows as a warning in the server's words, and each
 * call answers whether it went through.
 */
export function useRecoveryCall() {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  async function call(request: () => Promise<unknown>): Promise<boolean> {
    setNotice(null);
    try {
      await request();
      return true;
    } catch (error) {
      setNotice({ intent: 'warning', text: errorMessage(error) });
      return false;
    }
  }
  return { notice, setNotice, call };
}
