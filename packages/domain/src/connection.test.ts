import { describe, expect, it } from 'vitest';
import { CONNECTION_VERDICTS, connectionVerdict, planSpeedText, signalBand, wifiQrText, type ConnectionFacts } from './connection';

describe('signalBand', () => {
  it.each([
    [-12, 'good'],
    [-25, 'good'],
    [-25.01, 'attention'],
    [-28, 'attention'],
    [-28.01, 'bad'],
    [-40, 'bad'],
  ] as const)('reads %d dBm as %s', (dbm, band) => {
    expect(signalBand(dbm)).toBe(band);
  });

  it('has no band without a reading', () => {
    expect(signalBand(null)).toBeNull();
    expect(signalBand(Number.NaN)).toBeNull();
  });
});

describe('connectionVerdict', () => {
  const healthy: ConnectionFacts = { blocked: false, online: true, signal: 'good', routerOnline: true };

  it.each([
    ['a blocked contract, whatever else', { ...healthy, blocked: true, online: false, routerOnline: false }, 'blocked'],
    ['a router the ACS sees offline', { ...healthy, online: false, routerOnline: false, signal: 'bad' }, 'routerOffline'],
    ['a bad signal, even while connected', { ...healthy, signal: 'bad' }, 'noLight'],
    ['a session down with the router on', { ...healthy, online: false }, 'offline'],
    ['a session down without an ACS', { ...healthy, online: false, routerOnline: null, signal: null }, 'offline'],
    ['a signal at the limit', { ...healthy, signal: 'attention' }, 'attention'],
    ['all good', healthy, 'good'],
    ['connected, the signal unread', { ...healthy, signal: null }, 'online'],
    ['the session unread, the router online', { ...healthy, online: null, signal: null }, 'online'],
    ['nothing read', { blocked: false, online: null, signal: null, routerOnline: null }, 'unknown'],
  ] as const)('tells %s', (_, facts, verdict) => {
    expect(connectionVerdict(facts)).toBe(verdict);
  });

  it('has one sentence per verdict, in Portuguese', () => {
    expect(CONNECTION_VERDICTS.good).toBe(
      'Sua conexão está ativa e o sinal está bom. Se a internet está lenta, faça o teste de velocidade.',
    );
    expect(CONNECTION_VERDICTS.routerOffline).toBe('Seu roteador está desconectado. Verifique se ele está ligado na tomada.');
    expect(CONNECTION_VERDICTS.noLight).toBe('O sinal da fibra está fraco. Isso precisa de um técnico: abra um chamado.');
    expect(CONNECTION_VERDICTS.blocked).toMatch(/^Seu contrato está bloqueado por pendência financeira/);
  });
});

describe('wifiQrText', () => {
  it('writes the standard text a camera reads', () => {
    expect(wifiQrText('MARIA_2G', 'CasaMaria2024')).toBe('WIFI:T:WPA;S:MARIA_2G;P:CasaMaria2024;;');
  });

  it('escapes the characters the format reserves', () => {
    expect(wifiQrText('Casa; "Sala"', 'a:b,c\\d;')).toBe('WIFI:T:WPA;S:Casa\\; \\"Sala\\";P:a\\:b\\,c\\\\d\\;;;');
  });

  it('marks a network without a password as open', () => {
    expect(wifiQrText('Visitas', null)).toBe('WIFI:T:nopass;S:Visitas;;');
  });
});

describe('planSpeedText', () => {
  it.each([
    ['500M', '500 Mega'],
    ['1000M', '1 Giga'],
    ['1G', '1 Giga'],
    ['2.5G', '2,5 Giga'],
    ['512K', '512 Kbps'],
  ])('reads %s as %s', (download, text) => {
    expect(planSpeedText(download)).toBe(text);
  });

  it('reads nothing it cannot be sure of', () => {
    expect(planSpeedText('')).toBeNull();
    expect(planSpeedText('500000')).toBeNull();
    expect(planSpeedText(null)).toBeNull();
  });
});
