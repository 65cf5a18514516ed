import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormMessage } from './FormMessage';

afterEach(cleanup);

describe('the form message', () => {
  it('shows nothing without a notice', () => {
    const { container } = render(<FormMessage notice={null} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a refusal at once, as an alert, in the words given', () => {
    render(<FormMessage notice={{ intent: 'warning', text: 'CPF/CNPJ ou senha inválidos' }} />);
    expect(screen.getByRole('alert').textContent).toBe('CPF/CNPJ ou senha inválidos');
  });

  it('announces a result as a status, not an alert', () => {
    render(<FormMessage notice={{ intent: 'success', text: 'Senha alterada' }} />);
    expect(screen.getByRole('status').textContent).toBe('Senha alterada');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws a new element for the same refusal given again, so that it is announced again', () => {
    const { rerender } = render(<FormMessage notice={{ intent: 'error', text: 'Falha' }} />);
    const first = screen.getByRole('alert');
    rerender(<FormMessage notice={{ intent: 'error', text: 'Falha' }} />);
    const second = screen.getByRole('alert');
    expect(second.textContent).toBe('Falha');
    expect(second).not.toBe(first);
  });
});
