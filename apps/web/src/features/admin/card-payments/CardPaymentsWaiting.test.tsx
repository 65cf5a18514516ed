import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CardPaymentsWaitingNotice } from './CardPaymentsWaiting';

afterEach(cleanup);

describe('the notice of card payments awaiting a review', () => {
  it('says how many wait and leads to them', () => {
    const open = vi.fn();
    render(<CardPaymentsWaitingNotice count={2} onOpen={open} />);
    expect(screen.getByText('2 pagamentos com cartão aguardam revisão.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revisar pagamentos' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('speaks of one in the singular', () => {
    render(<CardPaymentsWaitingNotice count={1} onOpen={() => {}} />);
    expect(screen.getByText('1 pagamento com cartão aguarda revisão.')).toBeTruthy();
  });

  it('is not there while none waits', () => {
    const { container } = render(<CardPaymentsWaitingNotice count={0} onOpen={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
