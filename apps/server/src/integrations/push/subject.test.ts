import { describe, expect, it } from 'vitest';
import { DEMO_PUSH_SUBJECT, pushSubjectFor, pushSubjectProblem } from './subject';

describe('the VAPID subject', () => {
  it('takes a mailto: of a real domain and an https: URL', () => {
    for (const subject of [
      'mailto:noc@provedor.com.br',
      'mailto:suporte@central.example.com',
      'https://central.provedor.com.br/contato',
      'https://xn--provedor-9za.com.br',
    ]) {
      expect([subject, pushSubjectProblem(subject)]).toEqual([subject, null]);
    }
  });

  it('refuses localhost, .local, IP addresses, single-label hosts and anything but mailto: and https:', () => {
    const refused = [
      'mailto:suporte@central.local',
      'mailto:push@localhost',
      'mailto:push@app.localhost',
      'https://localhost/contact',
      'https://central.local',
      'mailto:ops@192.168.0.10',
      'https://10.0.0.1/',
      'https://[::1]/',
      'mailto:ops@intranet',
      'https://central/',
      'http://central.example.com',
      'mailto:',
      'mailto:@example.com',
      'mailto:a@example.com,b@example.com',
      'suporte@provedor.com.br',
      '',
    ];
    for (const subject of refused) expect([subject, pushSubjectProblem(subject)]).toEqual([subject, expect.any(String)]);
    expect(pushSubjectProblem('mailto:suporte@central.local')).toBe('the mailto: address names a .local host, which push services refuse');
  });

  it("uses PUSH_SUBJECT when set, else the provider's contact e-mail when push services would take it, else the demo subject", () => {
    expect(pushSubjectFor('mailto:noc@operador.com.br', 'atendimento@provedor.com.br')).toBe('mailto:noc@operador.com.br');
    expect(pushSubjectFor(undefined, ' atendimento@provedor.com.br ')).toBe('mailto:atendimento@provedor.com.br');
    expect(pushSubjectFor(undefined, 'contato@provedor.local')).toBe(DEMO_PUSH_SUBJECT);
    expect(pushSubjectFor(undefined, null)).toBe(DEMO_PUSH_SUBJECT);
    expect(pushSubjectProblem(DEMO_PUSH_SUBJECT)).toBeNull();
  });
});
