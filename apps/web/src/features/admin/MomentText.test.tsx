import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MomentText } from './MomentText';

afterEach(cleanup);

describe('a moment in an admin table', () => {
  it('keeps its date and its time each in one piece, with a break allowed only between them', () => {
    const { container } = render(<MomentText iso="2026-11-28T12:38:00Z" />);
    expect(container.textContent).toBe('28/11/2026, 09:38');
    for (const part of ['28/11/2026,', '09:38']) expect(getComputedStyle(screen.getByText(part)).whiteSpace).toBe('nowrap');
  });

  it('shows an unreadable moment as it came, unbroken', () => {
    render(<MomentText iso="ontem" />);
    expect(getComputedStyle(screen.getByText('ontem')).whiteSpace).toBe('nowrap');
  });
});
