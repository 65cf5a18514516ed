import { describe, expect, it } from 'vitest';
import { codeEmail } from './recovery-rules';

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
