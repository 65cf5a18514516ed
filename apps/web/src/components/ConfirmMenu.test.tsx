import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmMenu } from './ConfirmMenu';
import { withoutWebAnimations } from '@/lib/without-web-animations';

afterEach(cleanup);

withoutWebAnimations();

function renderMenu(onConfirm: () => void) {
  render(
    <ConfirmMenu label="Excluir" question="Excluir Fibra Sul?" confirmLabel="Sim, excluir" cancelLabel="Cancelar" onConfirm={onConfirm} />,
  );
}

/** Presses the menu's button; the menu's code comes at the first press, so its items may take a moment. */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
  return screen.findByRole('menu', undefined, { timeout: 15_000 });
}

describe('the confirm menu', () => {
  it('asks first, and runs the action once when it is confirmed', async () => {
    const onConfirm = vi.fn();
    renderMenu(onConfirm);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();

    await openMenu();
    expect(screen.getByText('Excluir Fibra Sul?')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sim, excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = vi.fn();
    renderMenu(onConfirm);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cancelar' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
