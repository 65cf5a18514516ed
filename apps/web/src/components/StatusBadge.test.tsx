import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

afterEach(cleanup);

describe('the status badge', () => {
  it('shows its words in the tone of its state, and two states of one tone alike', () => {
    render(
      <>
        <StatusBadge state="overdue" text="Vencida" />
        <StatusBadge state="open" text="A vencer" />
        <StatusBadge state="blocked" text="Financeiro Pendente" />
      </>,
    );
    const tone = (text: string) => screen.getByText(text).getAttribute('data-status-tone');
    expect([tone('Vencida'), tone('A vencer'), tone('Financeiro Pendente')]).toEqual(['danger', 'informative', 'danger']);
    expect(screen.getByText('Vencida').className).toBe(screen.getByText('Financeiro Pendente').className);
    expect(screen.getByText('Vencida').className).not.toBe(screen.getByText('A vencer').className);
  });
});
