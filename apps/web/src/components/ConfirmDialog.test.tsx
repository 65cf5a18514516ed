import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@fluentui/react-button';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog, useConfirmation } from './ConfirmDialog';
import { withoutWebAnimations } from '@/lib/without-web-animations';

afterEach(cleanup);

withoutWebAnimations();

/** An action the test ends when it wants, counting its runs. */
function heldAction() {
  let finish = () => {};
  const held = {
    runs: 0,
    run: () =>
      new Promise<void>((resolve) => {
        held.runs += 1;
        finish = resolve;
      }),
    finish: () => finish(),
  };
  return held;
}

function RemoveCard({ action }: { action: () => Promise<void> }) {
  const confirmation = useConfirmation(action);
  return (
    <ConfirmDialog
      {...confirmation}
      title="Remover cartão?"
      cancel="Cancelar"
      confirm="Remover"
      trigger={<Button>Remover cartão</Button>}
      modalType="alert"
    >
      O cartão final 1111 deixará de ser usado.
    </ConfirmDialog>
  );
}

describe('the confirm dialog', () => {
  it('asks first; a confirm runs the action once, however often it is pressed, and closes when it ends', async () => {
    const action = heldAction();
    render(<RemoveCard action={action.run} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remover cartão' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('O cartão final 1111 deixará de ser usado.');
    expect(action.runs).toBe(0);

    const confirm = screen.getByRole('button', { name: 'Remover' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(action.runs).toBe(1);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancelar' }).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    await act(async () => action.finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action.runs).toBe(1);
  });

  it('cancel closes it without running the action', async () => {
    const action = heldAction();
    render(<RemoveCard action={action.run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover cartão' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(action.runs).toBe(0);
  });
});
