import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NOTIFICATIONS_TEXT as text } from '@/strings/notifications.pt-BR';
import { PermissionNotice } from './PermissionNotice';
import { withoutWebAnimations } from '@/lib/without-web-animations';

withoutWebAnimations();

const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));

beforeEach(() => {
  requestPermission.mockClear();
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the push permission notice', () => {
  it("asks the browser's own question once at the press of Ativar notificações, then reports it", async () => {
    const onAsked = vi.fn();
    render(<PermissionNotice denied={false} onAsked={onAsked} />);
    expect(screen.getByText(text.ask)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: text.enable }));
    });
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(onAsked).toHaveBeenCalledTimes(1);
  });

  it("offers only the browser's settings once notifications were refused", () => {
    render(<PermissionNotice denied onAsked={vi.fn()} />);
    expect(screen.getByText(text.denied)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.enable })).toBeNull();
    expect(screen.getByRole('button', { name: text.howTo })).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('shows how to allow them in each browser', async () => {
    render(<PermissionNotice denied onAsked={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: text.howTo }));
    expect(await screen.findByText(text.instructionsTitle)).toBeTruthy();
    for (const { browser } of text.instructions) expect(screen.getByText(browser)).toBeTruthy();
  });
});
