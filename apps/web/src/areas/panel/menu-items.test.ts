import { describe, expect, it } from 'vitest';
import { isGroup, menuEntries, type MenuConditions } from './menu-items';

const labels = (conditions: MenuConditions) =>
  menuEntries(conditions).map((entry) => (isGroup(entry) ? `${entry.label}(${entry.links.map((l) => l.label).join(',')})` : entry.label));

const nothingEnabled: MenuConditions = { acsConfigured: false, tenantFlags: [], sessionFlags: [] };

describe('menuEntries', () => {
  it('shows the fixed items of SPEC section 2 in order', () => {
    expect(labels(nothingEnabled)).toEqual([
      'Página Inicial',
      'Notificações',
      'Faturas(Abertas,Pagas)',
      'Notas Fiscais',
      'Contratos',
      'Atendimentos(Solicitar,Em Andamento,Fechados)',
    ]);
  });

  it('adds Wi-Fi, Velocidade and Meus Cartões only when their conditions hold', () => {
    const all = labels({
      acsConfigured: true,
      tenantFlags: ['speed_test->https://speed.example'],
      sessionFlags: ['credit_card'],
    });
    expect(all.slice(0, 5)).toEqual(['Página Inicial', 'Notificações', 'Wi-Fi', 'Velocidade', 'Meus Cartões']);
  });

  it('needs a URL in the speed_test flag and credit_card in the session, not in the theme', () => {
    const shown = labels({ acsConfigured: false, tenantFlags: ['speed_test->', 'credit_card'], sessionFlags: [] });
    expect(shown).not.toContain('Velocidade');
    expect(shown).not.toContain('Meus Cartões');
  });
});
