import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HOME_TEXT } from '@/strings/home.pt-BR';
import { NOTIFICATION_PROMPT_KEY } from '@/features/notifications/notification-prompt';
import { NotificationPrompt } from './NotificationPrompt';

const text = HOME_TEXT.notificationPrompt;

function renderPrompt(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn() });
  render(
    <MemoryRouter>
      <NotificationPrompt />
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.setItem(NOTIFICATION_PROMPT_KEY, '1'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the notification prompt', () => {
  it('is offered after a sign-in while notifications were never allowed nor refused', () => {
    renderPrompt('default');
    expect(screen.getByText(text.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: text.enable }).getAttribute('href')).toBe('/panel/notifications');
  });

  it('is not offered once the browser has an answer, nor without a sign-in', () => {
    renderPrompt('granted');
    expect(screen.queryByText(text.text)).toBeNull();
    cleanup();
    localStorage.clear();
    renderPrompt('default');
    expect(screen.queryByText(text.text)).toBeNull();
  });

  it('goes for good when dismissed', () => {
    renderPrompt('default');
    fireEvent.click(screen.getByRole('button', { name: text.dismiss }));
    expect(screen.queryByText(text.text)).toBeNull();
    expect(localStorage.getItem(NOTIFICATION_PROMPT_KEY)).toBeNull();
  });

  it('goes for good when followed', () => {
    renderPrompt('default');
    fireEvent.click(screen.getByRole('link', { name: text.enable }));
    expect(screen.queryByText(text.text)).toBeNull();
    expect(localStorage.getItem(NOTIFICATION_PROMPT_KEY)).toBeNull();
  });
});
