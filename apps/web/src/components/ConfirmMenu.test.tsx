import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmMenu } from './ConfirmMenu';

afterEach(cleanup);

// Without the Web Animations API Fluent's popover skips its motion; happy-dom's cancelled animations reject unhandled.
const animate = Element.prototype.animate;
beforeAll(() => {
  Reflect.deleteProperty(Element.prototype, 'animate');
});
afterAll(() => {
  Element.prototype.animate = animate;
});

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
