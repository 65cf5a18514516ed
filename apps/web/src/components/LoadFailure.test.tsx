import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LoadFailure } from './LoadFailure';

afterEach(cleanup);

describe('the load failure', () => {
  it('says what failed, and retries once per press of Tentar novamente', () => {
    const retry = vi.fn();
    render(<LoadFailure text="Não foi possível carregar as faturas" onRetry={retry} />);
    expect(screen.getByText('Não foi possível carregar as faturas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry where it cannot help', () => {
    render(<LoadFailure text="Fatura não encontrada" />);
    expect(screen.getByText('Fatura não encontrada')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
