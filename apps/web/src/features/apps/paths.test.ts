import { describe, expect, it } from 'vitest';
import type { EntitledAppItem } from '@central/domain/api';
import { appAddressOf, appDetailsPath, appPagePath } from './paths';

const item = (integration_method: string, service: EntitledAppItem['service'] = null): EntitledAppItem => ({
  customer_app: {
    id: 'app-1',
    name: 'App',
    image: 'https://cdn.test/app.png',
    app_store_link: null,
    play_store_link: null,
    integration_method,
  },
  service,
  contract: { id: '2001', description: 'Fibra 500' },
});

describe('appPagePath', () => {
  it('opens the Watch page for watch and watchbr, contract before app', () => {
    expect(appPagePath(item('watchbr'))).toBe('/panel/app/watchbr/2001/app-1');
    expect(appPagePath(item('watch', { id: '880', name: 'Watch' }))).toBe('/panel/app/watchbr/2001/app-1');
  });

  it('opens the Olé TV page for both spellings of the method', () => {
    expect(appPagePath(item('oletv'))).toBe('/panel/app/ole-tv/2001/app-1');
    expect(appPagePath(item('ole_tv'))).toBe('/panel/app/ole-tv/2001/app-1');
  });

  it('opens the ATP Box page for api_atp_box, contract before app', () => {
    expect(appPagePath(item('api_atp_box', { id: '883', name: 'ATP Box - Nuvem 100 GB' }))).toBe('/panel/app/atp-box/2001/app-1');
  });

  it('opens the Toca Livros page for api_toca_livros, contract before app', () => {
    expect(appPagePath(item('api_toca_livros'))).toBe('/panel/app/tocalivros/2001/app-1');
  });

  it('opens the generic page for the other methods, with the entitling item when there is one', () => {
    expect(appPagePath(item('display_only'))).toBe('/panel/app/app-1/2001');
    expect(appPagePath(item('add_product_in_contract', { id: '883', name: 'Música' }))).toBe('/panel/app/app-1/2001/883');
    expect(appPagePath(item('playhub', { id: '882', name: 'Playhub' }))).toBe('/panel/app/app-1/2001/882');
  });

  it('escapes what it puts in the address', () => {
    expect(appPagePath({ ...item('display_only'), contract: { id: '20/01', description: '' } })).toBe('/panel/app/app-1/20%2F01');
  });
});

describe('appAddressOf', () => {
  it('reads the generic page and the Watch pages alike', () => {
    expect(appAddressOf({ customer_app_id: 'app-1', contract_id: '2001', service_id: '883' })).toEqual({
      appId: 'app-1',
      contractId: '2001',
      serviceId: '883',
    });
    expect(appAddressOf({ customer_app_id: 'app-1', contract_id: '2001' })).toEqual({ appId: 'app-1', contractId: '2001' });
    expect(appAddressOf({ contract_id: '2001', app_id: 'app-1' })).toEqual({ appId: 'app-1', contractId: '2001' });
  });

  it('is null without an app or a contract', () => {
    expect(appAddressOf({ contract_id: '2001' })).toBeNull();
    expect(appAddressOf({ app_id: 'app-1' })).toBeNull();
  });
});

describe('appDetailsPath', () => {
  it('asks for the app on its contract, and its entitling item when known', () => {
    expect(appDetailsPath({ appId: 'app-1', contractId: '2001' })).toBe('/api/central/customer/app/app-1/2001/details');
    expect(appDetailsPath({ appId: 'app-1', contractId: '2001', serviceId: '883' })).toBe(
      '/api/central/customer/app/app-1/2001/883/details',
    );
  });
});
