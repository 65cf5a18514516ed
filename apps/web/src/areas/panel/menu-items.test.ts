import { describe, expect, it } from 'vitest';
import { isExternal, isGroup, menuEntries, supportChatLink, type MenuConditions } from './menu-items';

const labels = (conditions: MenuConditions) =>
  menuEntries(conditions).map((entry) => (isGroup(entry) ? `${entry.label}(${entry.links.map((l) => l.label).join(',')})` : entry.label));

const nothingEnabled: MenuConditions = {
  acsConfigured: false,
  tenantFlags: [],
  sessionFlags: [],
  support: { support_menu: 'menu', whatsapp_number: '(11) 98888-7777' },
};

describe('menuEntries', () => {
  it('shows the fixed items in order', () => {
    expect(labels(nothingEnabled)).toEqual([
      'Página Inicial',
      'Notificações',
      'Minha conexão',
      'Faturas(Abertas,Pagas)',
      'Notas Fiscais',
      'Contratos',
      'Atendimentos(Solicitar,Em Andamento,Fechados)',
    ]);
  });

  it('adds Wi-Fi, Velocidade and Meus Cartões only when their conditions hold', () => {
    const all = labels({
      ...nothingEnabled,
      acsConfigured: true,
      tenantFlags: ['speed_test->https://speed.example'],
      sessionFlags: ['credit_card'],
    });
    expect(all.slice(0, 6)).toEqual(['Página Inicial', 'Notificações', 'Minha conexão', 'Wi-Fi', 'Velocidade', 'Meus Cartões']);
  });

  it('needs a URL in the speed_test flag and credit_card in the session, not in the theme', () => {
    const shown = labels({ ...nothingEnabled, tenantFlags: ['speed_test->', 'credit_card'] });
    expect(shown).not.toContain('Velocidade');
    expect(shown).not.toContain('Meus Cartões');
  });

  it("makes Atendimento one item opening the provider's WhatsApp when support_menu is 'chat'", () => {
    const entries = menuEntries({ ...nothingEnabled, support: { support_menu: 'chat', whatsapp_number: '(11) 98888-7777' } });
    const last = entries.at(-1)!;
    expect(isExternal(last) && { label: last.label, href: last.href }).toEqual({
      label: 'Atendimento',
      href: 'https://wa.me/5511988887777',
    });
    expect(labels({ ...nothingEnabled, support: { support_menu: 'chat', whatsapp_number: '(11) 98888-7777' } })).not.toContain(
      'Atendimentos(Solicitar,Em Andamento,Fechados)',
    );
  });

  it("keeps the Atendimentos pages for 'chat' when the provider has no WhatsApp number", () => {
    expect(labels({ ...nothingEnabled, support: { support_menu: 'chat', whatsapp_number: null } }).at(-1)).toBe(
      'Atendimentos(Solicitar,Em Andamento,Fechados)',
    );
    expect(labels({ ...nothingEnabled, support: { support_menu: 'chat', whatsapp_number: '' } }).at(-1)).toBe(
      'Atendimentos(Solicitar,Em Andamento,Fechados)',
    );
  });
});

describe('supportChatLink', () => {
  it("is the WhatsApp chat only for support_menu 'chat' with a number", () => {
    expect(supportChatLink({ support_menu: 'chat', whatsapp_number: '61 99304-0271' })).toBe('https://wa.me/5561993040271');
    expect(supportChatLink({ support_menu: 'menu', whatsapp_number: '61 99304-0271' })).toBeNull();
    expect(supportChatLink({ support_menu: 'chat', whatsapp_number: null })).toBeNull();
  });
});
