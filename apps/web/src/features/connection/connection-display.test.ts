import type { ConnectionVerdict } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from '@/components/status-tones';
import { dbmText, localMomentText, signalChip, uptimeText } from './connection-display';
import { verdictIntent } from './verdict-intent';

describe('localMomentText', () => {
  const now = new Date(2025, 10, 30, 12, 0);

  it("writes the provider's local time as it is: '27/11 às 08:12', with the year when it is another", () => {
    expect(localMomentText('2025-11-27T08:12:45', now)).toBe('27/11 às 08:12');
    expect(localMomentText('2024-12-31T23:59:00', now)).toBe('31/12/2024 às 23:59');
  });

  it('is null without a time', () => {
    expect(localMomentText(null, now)).toBeNull();
    expect(localMomentText('ontem', now)).toBeNull();
  });
});

describe('uptimeText', () => {
  it('says how long the router has been on in its two largest units', () => {
    expect(uptimeText(3 * 86_400 + 4 * 3600 + 59)).toBe('Ligado há 3 dias e 4 horas');
    expect(uptimeText(86_400 + 120)).toBe('Ligado há 1 dia');
    expect(uptimeText(3600 + 60)).toBe('Ligado há 1 hora e 1 minuto');
    expect(uptimeText(2 * 3600)).toBe('Ligado há 2 horas');
    expect(uptimeText(25 * 60 + 30)).toBe('Ligado há 25 minutos');
    expect(uptimeText(30)).toBe('Ligado há menos de um minuto');
  });
});

describe('the signal', () => {
  it("reads '-19,52 dBm'", () => {
    expect(dbmText(-19.52)).toBe('-19,52 dBm');
    expect(dbmText(-27)).toBe('-27,00 dBm');
  });

  it("is a green 'Bom', an amber 'Atenção', a red 'Ruim'", () => {
    const chips = (['good', 'attention', 'bad'] as const).map(signalChip);
    expect(chips.map((chip) => [chip.text, STATUS_TONES[chip.state]])).toEqual([
      ['Bom', 'success'],
      ['Atenção', 'warning'],
      ['Ruim', 'danger'],
    ]);
  });
});

describe('verdictIntent', () => {
  it('colours what works green, what is at its limit amber, what stops the internet red', () => {
    const intents = (kinds: ConnectionVerdict[]) => kinds.map(verdictIntent);
    expect(intents(['good', 'online'])).toEqual(['success', 'success']);
    expect(verdictIntent('attention')).toBe('warning');
    expect(intents(['blocked', 'routerOffline', 'noLight', 'offline'])).toEqual(['error', 'error', 'error', 'error']);
    expect(verdictIntent('unknown')).toBe('info');
  });
});
