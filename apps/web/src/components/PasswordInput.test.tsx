import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PasswordInput } from './PasswordInput';

afterEach(cleanup);

const input = (container: HTMLElement) => container.querySelector('input')!;

describe('the password input', () => {
  it('hides the password until its toggle is pressed, and hides it again at the next press', () => {
    const { container } = render(<PasswordInput aria-label="Senha" defaultValue="segredo" />);
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(input(container).type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(input(container).type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input(container).value).toBe('segredo');

    fireEvent.click(toggle);
    expect(input(container).type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it("follows the form's own 'Mostrar senha' when given one, without a toggle of its own", () => {
    const { container, rerender } = render(<PasswordInput aria-label="Senha" revealed={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(input(container).type).toBe('password');
    rerender(<PasswordInput aria-label="Senha" revealed />);
    expect(input(container).type).toBe('text');
  });
});
