import { describe, expect, it } from 'vitest';
import { codeEmail, REPEATED_SEND_SECONDS, repeatsCurrentCode, type CurrentCode } from './recovery-rules';

describe('verification code e-mail', () => {
  const mail = codeEmail({ to: 'maria@example.com', alias: 'Fibra <Sul>', customerName: 'MARIA DA SILVA', code: '012345678' });

  it('greets by first name and shows the code as the field takes it', () => {
    expect(mail).toMatchObject({ to: 'maria@example.com', fromName: 'Fibra <Sul>', subject: 'Fibra <Sul>: seu código de verificação' });
    expect(mail.text).toContain('Olá, Maria!');
    expect(mail.text).toContain('\n012-345-678\n');
    expect(mail.html).toContain('>012-345-678</p>');
  });

  it("escapes the provider's name in the HTML part", () => {
    expect(mail.html).toContain('Central do Assinante Fibra &lt;Sul&gt;:');
    expect(mail.html).not.toContain('<Sul>');
  });
});

describe('a send that repeats the current code', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const current: CurrentCode = {
    sentTo: 'ma***@ex*****.com',
    createdAt: secondsAgo(1),
    expiresAt: new Date(now.getTime() + 60_000),
    attempts: 0,
    verifiedAt: null,
    consumedAt: null,
  };

  it('is one to the same address moments after a usable code', () => {
    expect(repeatsCurrentCode(current, 'ma***@ex*****.com', now)).toBe(true);
    expect(repeatsCurrentCode({ ...current, createdAt: secondsAgo(REPEATED_SEND_SECONDS - 0.5) }, 'ma***@ex*****.com', now)).toBe(true);
  });

  it.each([
    ['no code yet', null, 'ma***@ex*****.com'],
    ['another address', current, 'jo***@ex*****.net'],
    ['the window past', { ...current, createdAt: secondsAgo(REPEATED_SEND_SECONDS) }, 'ma***@ex*****.com'],
    ['a discarded code', { ...current, expiresAt: now }, 'ma***@ex*****.com'],
    ['a code already tried', { ...current, attempts: 1 }, 'ma***@ex*****.com'],
    ['a verified code', { ...current, verifiedAt: now }, 'ma***@ex*****.com'],
    ['a used code', { ...current, consumedAt: now }, 'ma***@ex*****.com'],
  ])('is not one with %s: a new code goes out', (_case, code, sentTo) => {
    expect(repeatsCurrentCode(code, sentTo, now)).toBe(false);
  });
});
