import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { encode } from 'uqr';
import type { Device, WifiItem } from '@central/domain/api';
import { NetworkList } from './NetworkList';

vi.mock('uqr', async (original) => {
  const uqr = await original<typeof import('uqr')>();
  return { ...uqr, encode: vi.fn(uqr.encode) };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const network = (key: string, ssid: string, password: string | null): WifiItem => ({
  key,
  path: `InternetGatewayDevice.${key}`,
  ssid,
  password,
});

function renderNetworks(networks24: WifiItem[], networks5: WifiItem[] = []) {
  const device = {
    deviceInfo: { manufacturer: null, pppLogin: 'maria', wlanData: { '2.4': networks24, '5.8': networks5 } },
  } as unknown as Device;
  render(<NetworkList device={device} />);
}

const card = (name: string) => screen.getByRole('article', { name });

describe("the router's networks", () => {
  it('shares a network as the Wi-Fi QR text, its name and password escaped, only while the password shows', async () => {
    renderNetworks([network('1,1', 'Casa; da Maria', 'Senha:Forte1')], [network('1,5', 'Casa 5G', 'Outra1234')]);
    const home = card('2.4 GHz Casa; da Maria');
    expect(within(home).queryByRole('img')).toBeNull();
    expect(within(home).queryByText('Senha:Forte1')).toBeNull();

    fireEvent.click(within(home).getByRole('button', { name: 'Compartilhar Wi-Fi 2.4 GHz Casa; da Maria' }));
    expect(await within(home).findByRole('img', { name: 'QR code da rede Casa; da Maria' })).toBeTruthy();
    expect(encode).toHaveBeenCalledWith('WIFI:T:WPA;S:Casa\\; da Maria;P:Senha\\:Forte1;;', expect.anything());
    expect(within(home).getByText('Senha:Forte1')).toBeTruthy();
    expect(within(card('5 GHz Casa 5G')).queryByRole('img')).toBeNull();

    fireEvent.click(within(home).getByRole('button', { name: 'Ocultar senha 2.4 GHz Casa; da Maria' }));
    expect(within(home).queryByRole('img')).toBeNull();
    expect(within(home).queryByText('Senha:Forte1')).toBeNull();
  });

  it('hides the QR code again with its own button, the password still shown', async () => {
    renderNetworks([network('1,1', 'Casa', 'Senha1234')]);
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar Wi-Fi 2.4 GHz Casa' }));
    await screen.findByRole('img');
    const hide = screen.getByRole('button', { name: 'Ocultar QR code 2.4 GHz Casa' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Senha1234')).toBeTruthy();
  });

  it('says a network whose password is unknown cannot be shared', () => {
    renderNetworks([network('1,1', 'Casa', null)]);
    expect(screen.queryByRole('button', { name: /Compartilhar Wi-Fi/ })).toBeNull();
    expect(screen.getByText('Não é possível compartilhar esta rede: a senha não está disponível.')).toBeTruthy();
  });
});
