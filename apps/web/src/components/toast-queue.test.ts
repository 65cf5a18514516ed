import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, sendToast, toastQueue, type ToastRequest } from './toast-queue';

const toast = (n: number): ToastRequest => ({ intent: 'success', text: `Aviso ${n}`, timeout: 2000 });

afterEach(() => {
  toastQueue.show = null;
  toastQueue.waiting.length = 0;
  toastQueue.mountRequests.clear();
});

describe('toasts asked for before the toaster has come', () => {
  it('wait, and ask every toaster slot to mount one', () => {
    const mount = vi.fn();
    toastQueue.mountRequests.add(mount);
    sendToast(toast(1));
    expect(toastQueue.waiting).toEqual([toast(1)]);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('are as many as show at once: the oldest give way', () => {
    for (let n = 1; n <= MAX_TOASTS + 2; n++) sendToast(toast(n));
    expect(toastQueue.waiting.map((t) => t.text)).toEqual(['Aviso 3', 'Aviso 4', 'Aviso 5', 'Aviso 6', 'Aviso 7']);
  });

  it('go straight to the toaster once it is there', () => {
    const show = vi.fn();
    toastQueue.show = show;
    sendToast(toast(1));
    expect(show).toHaveBeenCalledWith(toast(1));
    expect(toastQueue.waiting).toEqual([]);
  });
});
