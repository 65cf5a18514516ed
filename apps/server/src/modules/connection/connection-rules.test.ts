import { CONNECTION_VERDICTS } from '@central/domain';
import { describe, expect, it } from 'vitest';
import type { LoginState } from '../../integrations/ixc/connection';
import type { RouterState } from '../devices/router-states';
import { contractConnection, isSettled, loginOf, onuReadingOf, type ReadFacts } from './connection-rules';

const CONTRACT = { id: '501', status: 'A', status_internet: 'A', contrato: 'Fibra 500 Mega' };
const login = (patch: Partial<LoginState> = {}): LoginState => ({
  id: '1501',
  login: 'maria.silva',
  contractId: '501',
  active: true,
  online: true,
  lastConnection: '2026-11-27T08:12:40',
  onuMac: 'ZTEGC8A1B2C3',
  speedProfileId: '22',
  ...patch,
});
const router = (patch: Partial<RouterState> = {}): RouterState => ({
  deviceId: 'ZGV2aWNl',
  contractId: '501',
  online: true,
  uptimeSeconds: 3600,
  lastContact: new Date('2026-11-29T10:00:00Z'),
  opticalRxDbm: -21,
  canReboot: true,
  hosts: [{ name: null, mac: 'A4:2B:••:••:22:33', link: 'wifi' }],
  ...patch,
});
const facts = (patch: Partial<ReadFacts> = {}): ReadFacts => ({
  logins: [login()],
  onus: [
    { mac: 'ZTEG-C8A1B2C3', loginId: '1501', rxDbm: -19.523 },
    { mac: 'ZTEGB0B0CAFE', loginId: '1501', rxDbm: -23.8 },
  ],
  speeds: new Map([['22', '500M']]),
  routers: [router()],
  ...patch,
});

describe('contractConnection', () => {
  it('tells a healthy connection with every fact', () => {
    expect(contractConnection(CONTRACT, facts())).toEqual({
      contract_id: '501',
      description: 'Fibra 500 Mega',
      plan_speed: '500 Mega',
      blocked: false,
      online: true,
      last_connection: '2026-11-27T08:12:40',
      signal_dbm: -19.52,
      signal: 'good',
      router: {
        device_id: 'ZGV2aWNl',
        online: true,
        uptime_seconds: 3600,
        last_contact: '2026-11-29T10:00:00.000Z',
        can_reboot: true,
        hosts: [{ name: null, mac: 'A4:2B:••:••:22:33', link: 'wifi' }],
      },
      can_reconnect: true,
      unchecked: [],
      verdict: CONNECTION_VERDICTS.good,
      verdict_kind: 'good',
    });
  });

  it("takes the ACS's optical reading when IXC has none, and IXC's first", () => {
    expect(contractConnection(CONTRACT, facts({ onus: [] })).signal_dbm).toBe(-21);
    expect(contractConnection(CONTRACT, facts({ routers: null })).signal_dbm).toBe(-19.52);
  });

  it('names the facts it could not read and still tells the rest', () => {
    const unread = contractConnection(CONTRACT, facts({ onus: 'unread', routers: 'unread' }));
    expect(unread.unchecked).toEqual(['router', 'signal']);
    expect(unread.verdict_kind).toBe('online');
    expect(contractConnection(CONTRACT, facts({ logins: 'unread' })).unchecked).toEqual(['connection']);
  });

  it('hides the router without an ACS, and its uptime and devices while it is offline', () => {
    expect(contractConnection(CONTRACT, facts({ routers: null })).router).toBeNull();
    const offline = contractConnection(CONTRACT, facts({ routers: [router({ online: false })] }));
    expect(offline.router).toMatchObject({ online: false, uptime_seconds: null, hosts: null });
    expect(offline.verdict_kind).toBe('routerOffline');
  });

  it('tells a blocked contract first, and offers no reconnect without an active login', () => {
    const blocked = contractConnection({ ...CONTRACT, status_internet: 'FA' }, facts());
    expect(blocked).toMatchObject({ blocked: true, verdict_kind: 'blocked' });
    expect(contractConnection(CONTRACT, facts({ logins: [login({ active: false })] })).can_reconnect).toBe(false);
    expect(contractConnection(CONTRACT, facts({ logins: [] })).can_reconnect).toBe(false);
  });
});

describe('onuReadingOf', () => {
  it("finds a login's ONU by its onu_mac in any of IXC's forms, else the login's newest row", () => {
    const readings = [
      { mac: 'ZTEGB0B0CAFE', loginId: '1501', rxDbm: -23.8 },
      { mac: 'zteg:c8a1b2c3', loginId: '1501', rxDbm: -19.5 },
    ];
    expect(onuReadingOf(readings, login())?.rxDbm).toBe(-19.5);
    expect(onuReadingOf(readings, login({ onuMac: null }))?.rxDbm).toBe(-23.8);
    expect(onuReadingOf(readings, login({ id: '9', onuMac: 'OTHER' }))).toBeNull();
  });
});

describe('loginOf', () => {
  it("picks a contract's connected active login over others", () => {
    const logins = [login({ id: '1', online: false }), login({ id: '2', active: false, online: true }), login({ id: '3' })];
    expect(loginOf(logins, '501')?.id).toBe('3');
    expect(loginOf(logins, '999')).toBeNull();
  });
});

describe('isSettled', () => {
  it('keeps an answer longer only when all was read and every live session is up', () => {
    expect(isSettled([contractConnection(CONTRACT, facts())])).toBe(true);
    expect(isSettled([contractConnection(CONTRACT, facts({ logins: [login({ online: false })] }))])).toBe(false);
    expect(isSettled([contractConnection(CONTRACT, facts({ onus: 'unread', routers: null }))])).toBe(false);
    expect(isSettled([contractConnection({ ...CONTRACT, status_internet: 'CM' }, facts({ logins: [login({ online: false })] }))])).toBe(
      true,
    );
  });
});
