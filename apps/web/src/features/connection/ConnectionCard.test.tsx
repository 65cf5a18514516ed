import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { CONNECTION_MESSAGES, CONNECTION_VERDICTS, type ConnectionVerdict } from '@central/domain';
import type { ConnectionStatus, ContractConnection } from '@central/domain/api';
import { ApiError } from '@/lib/http';
import { withoutWebAnimations } from '@/lib/without-web-animations';
import { supportDraftOf } from '@/features/support/support-draft';
import { ConnectionCard, type ConnectionCardProps } from './ConnectionCard';
import { REREAD_AFTER_MS } from './ConnectionActions';
import { rebootRouter, reconnect } from './api';

vi.mock('./api', () => ({ reconnect: vi.fn(), rebootRouter: vi.fn() }));
vi.mock('@/features/auth/useSessionExpiry', () => ({ useSessionExpiry: () => () => false }));

withoutWebAnimations();

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const year = new Date().getFullYear();
const CHECKED_AT = new Date(year, 10, 27, 14, 32).toISOString();

const router = (overrides: Partial<NonNullable<ContractConnection['router']>> = {}): ContractConnection['router'] => ({
  device_id: 'dev-1',
  online: true,
  uptime_seconds: 3 * 86_400 + 4 * 3600,
  last_contact: null,
  can_reboot: true,
  hosts: [
    { name: 'Notebook da Maria', mac: 'A4:2B:••:••:22:33', link: 'wifi' },
    { name: null, mac: '10:AA:••:••:01:02', link: 'cable' },
  ],
  ...overrides,
});

function contract(kind: ConnectionVerdict, overrides: Partial<ContractConnection> = {}): ContractConnection {
  return {
    contract_id: '2001',
    description: 'FIBRA 500 MEGA',
    plan_speed: '500 Mega',
    blocked: false,
    online: true,
    last_connection: `${year}-11-27T08:12:00`,
    signal_dbm: -19.52,
    signal: 'good',
    router: router(),
    can_reconnect: true,
    unchecked: [],
    verdict: CONNECTION_VERDICTS[kind],
    verdict_kind: kind,
    ...overrides,
  };
}

/** The card on a page of its own, and the support form's address showing what it was opened with. */
function renderCard(props: Partial<ConnectionCardProps> & { contract: ContractConnection }) {
  const recheck = props.recheck ?? vi.fn(async () => undefined);
  function SupportForm() {
    const draft = supportDraftOf(useLocation().state);
    return <pre data-testid="draft">{JSON.stringify(draft)}</pre>;
  }
  const routes = createMemoryRouter(
    [
      {
        path: '/panel/connection',
        element: <ConnectionCard checkedAt={CHECKED_AT} speedTest={false} supportChat={null} recheck={recheck} {...props} />,
      },
      { path: '/panel/customer-service/request', element: <SupportForm /> },
    ],
    { initialEntries: ['/panel/connection'] },
  );
  render(<RouterProvider router={routes} />);
  return { recheck, routes };
}

const card = () => screen.getByRole('region', { name: 'FIBRA 500 MEGA' });
const verdict = () => within(card()).getAllByRole('status')[0]!;

describe('the connection card', () => {
  it('shows a working connection: the verdict first, the session since when, the signal and its band, the plan', () => {
    renderCard({ contract: contract('good'), speedTest: true });
    expect(verdict().textContent).toBe(CONNECTION_VERDICTS.good);
    expect(card().textContent).toContain('Plano de 500 Mega');
    expect(card().textContent).toContain('Conectado');
    expect(card().textContent).toContain('desde 27/11 às 08:12');
    expect(card().textContent).toContain('-19,52 dBm');
    expect(screen.getByText('Bom').getAttribute('data-status-tone')).toBe('success');
    expect(screen.getByText('Conectado').getAttribute('data-status-tone')).toBe('success');
    expect(screen.getByRole('link', { name: 'Fazer teste de velocidade' }).getAttribute('href')).toBe('/panel/speed-test');
  });

  it.each([
    ['attention', { signal_dbm: -26.4, signal: 'attention' }, 'Atenção', 'warning'],
    ['noLight', { signal_dbm: -31.2, signal: 'bad' }, 'Ruim', 'danger'],
  ] as const)('shows the %s verdict with the signal as its band', (kind, signal, label, tone) => {
    renderCard({ contract: contract(kind, signal) });
    expect(verdict().textContent).toBe(CONNECTION_VERDICTS[kind]);
    expect(screen.getByText(label).getAttribute('data-status-tone')).toBe(tone);
  });

  it('shows a dropped session and an offline router, when it was last heard of, and no speed test', () => {
    renderCard({
      contract: contract('routerOffline', {
        online: false,
        router: router({ online: false, uptime_seconds: null, hosts: null, last_contact: new Date(year, 10, 27, 9, 5).toISOString() }),
      }),
      speedTest: true,
    });
    expect(verdict().textContent).toBe(CONNECTION_VERDICTS.routerOffline);
    expect(screen.getByText('Desconectado').getAttribute('data-status-tone')).toBe('danger');
    expect(screen.getByText('Offline').getAttribute('data-status-tone')).toBe('danger');
    expect(card().textContent).toContain('Último contato27/11 às 09:05');
    expect(card().textContent).not.toContain('aparelho');
    expect(screen.queryByRole('link', { name: 'Fazer teste de velocidade' })).toBeNull();
  });

  it.each(['offline', 'online', 'unknown'] as const)('shows the %s verdict as the status of the card', (kind) => {
    renderCard({ contract: contract(kind, kind === 'offline' ? { online: false } : {}) });
    expect(verdict().textContent).toBe(CONNECTION_VERDICTS[kind]);
  });

  it('leads a blocked contract to its bills and to the trust unlock', () => {
    renderCard({ contract: contract('blocked', { blocked: true }) });
    expect(verdict().textContent).toBe(CONNECTION_VERDICTS.blocked);
    expect(screen.getByRole('link', { name: 'Ver faturas em aberto' }).getAttribute('href')).toBe('/panel/financial/invoices/to-pay');
    expect(screen.getByRole('link', { name: 'Desbloqueio de confiança' }).getAttribute('href')).toBe('/panel/financial/contracts');
  });

  it('offers no bills to a contract that is not blocked', () => {
    renderCard({ contract: contract('good') });
    expect(screen.queryByRole('link', { name: 'Ver faturas em aberto' })).toBeNull();
  });

  it('says which facts could not be read, in their place, and still shows the rest', () => {
    renderCard({
      contract: contract('unknown', {
        online: null,
        signal_dbm: null,
        signal: null,
        router: null,
        unchecked: ['connection', 'signal', 'router'],
      }),
    });
    expect(card().textContent).toContain(CONNECTION_MESSAGES.connectionUnavailable);
    expect(card().textContent).toContain(CONNECTION_MESSAGES.signalUnavailable);
    expect(within(screen.getByRole('region', { name: 'Roteador' })).getByText(CONNECTION_MESSAGES.routerUnavailable)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconectar' })).toBeTruthy();
  });

  it('hides the router without an ACS', () => {
    renderCard({ contract: contract('good', { router: null }) });
    expect(screen.queryByRole('region', { name: 'Roteador' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reiniciar roteador' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver o Wi-Fi do roteador' })).toBeNull();
  });

  it("lists the router's devices: name or 'Aparelho sem nome', the hidden MAC, Wi-Fi or cable; and its Wi-Fi page", () => {
    renderCard({ contract: contract('good') });
    const routerPart = screen.getByRole('region', { name: 'Roteador' });
    expect(routerPart.textContent).toContain('Ligado há 3 dias e 4 horas');
    const devices = within(screen.getByRole('list', { name: '2 aparelhos conectados' })).getAllByRole('listitem');
    expect(devices.map((item) => item.textContent)).toEqual([
      'Notebook da Maria · A4:2B:••:••:22:33 · Wi-Fi',
      'Aparelho sem nome · 10:AA:••:••:01:02 · Cabo',
    ]);
    expect(screen.getByRole('link', { name: 'Ver o Wi-Fi do roteador' }).getAttribute('href')).toBe('/panel/device/dev-1');
  });

  it('says when no device is on the network, and lists none when the ACS does not tell', () => {
    renderCard({ contract: contract('good', { router: router({ hosts: [] }) }) });
    expect(screen.getByText('Nenhum aparelho conectado agora.')).toBeTruthy();
    cleanup();
    renderCard({ contract: contract('good', { router: router({ hosts: null }) }) });
    expect(screen.queryByText('Nenhum aparelho conectado agora.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opens the support request with the contract, the topic and the diagnosis', async () => {
    renderCard({ contract: contract('noLight', { online: false, signal_dbm: -31.2, signal: 'bad' }) });
    fireEvent.click(screen.getByRole('link', { name: 'Abrir chamado' }));
    const draft = JSON.parse((await screen.findByTestId('draft')).textContent ?? 'null') as Record<string, string>;
    expect(draft.contractId).toBe('2001');
    expect(draft.topic).toBe('no-connection');
    expect(draft.message).toContain('Sinal da fibra: -31,20 dBm (Ruim)');
    expect(draft.message).toContain(CONNECTION_VERDICTS.noLight);
  });

  it("opens the provider's WhatsApp chat with the diagnosis when it takes requests there", () => {
    renderCard({ contract: contract('good'), supportChat: 'https://wa.me/5511988887777' });
    const href = screen.getByRole('link', { name: 'Abrir chamado' }).getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/5511988887777?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toContain('Contrato: FIBRA 500 MEGA');
  });
});

describe("the card's actions", () => {
  const confirmReconnect = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reconectar' }));
  };
  const status = (online: boolean): ConnectionStatus => ({ contracts: [contract('good', { online })], checked_at: CHECKED_AT });

  it('reconnects after a question, shows the answer, and reads the status again until the session is back', async () => {
    vi.useFakeTimers();
    vi.mocked(reconnect).mockResolvedValue({ message: CONNECTION_MESSAGES.reconnectSent });
    const recheck = vi.fn<ConnectionCardProps['recheck']>().mockResolvedValueOnce(status(false)).mockResolvedValueOnce(status(true));
    renderCard({ contract: contract('offline', { online: false }), recheck });

    fireEvent.click(screen.getByRole('button', { name: 'Reconectar' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Reconectar a internet?');
    expect(reconnect).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reconectar' }));
    await act(async () => {});
    expect(screen.getByText(CONNECTION_MESSAGES.reconnectSent)).toBeTruthy();
    expect(reconnect).toHaveBeenCalledWith('2001');

    await act(() => vi.advanceTimersByTimeAsync(REREAD_AFTER_MS[0] - 1));
    expect(recheck).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(recheck).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(REREAD_AFTER_MS[1] - REREAD_AFTER_MS[0]));
    expect(recheck).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Sua conexão voltou.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(REREAD_AFTER_MS[3]));
    expect(recheck).toHaveBeenCalledTimes(2);
  });

  it('says so when the session has not come back after the last read', async () => {
    vi.useFakeTimers();
    vi.mocked(reconnect).mockResolvedValue({ message: CONNECTION_MESSAGES.reconnectSent });
    const recheck = vi.fn<ConnectionCardProps['recheck']>().mockResolvedValue(status(false));
    renderCard({ contract: contract('offline', { online: false }), recheck });
    confirmReconnect();
    await act(async () => {});
    expect(screen.getByText(CONNECTION_MESSAGES.reconnectSent)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(REREAD_AFTER_MS.at(-1)!));
    expect(recheck).toHaveBeenCalledTimes(REREAD_AFTER_MS.length);
    expect(screen.getByRole('alert').textContent).toContain('A conexão ainda não voltou.');
  });

  it("shows a refusal in the server's words and reads nothing again", async () => {
    vi.useFakeTimers();
    vi.mocked(reconnect).mockRejectedValue(new ApiError(429, 'TOO_MANY_ATTEMPTS', CONNECTION_MESSAGES.reconnectLimited));
    const { recheck } = renderCard({ contract: contract('offline', { online: false }) });
    confirmReconnect();
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe(CONNECTION_MESSAGES.reconnectLimited);
    await act(() => vi.advanceTimersByTimeAsync(REREAD_AFTER_MS.at(-1)!));
    expect(recheck).not.toHaveBeenCalled();
  });

  it('restarts the router after warning that the Wi-Fi drops, and says whether it was queued', async () => {
    vi.mocked(rebootRouter).mockResolvedValue({ message: CONNECTION_MESSAGES.rebootQueued, outcome: 'queued' });
    renderCard({ contract: contract('good') });
    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar roteador' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('O Wi-Fi vai cair por alguns minutos enquanto o roteador reinicia.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reiniciar roteador' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.rebootQueued)).toBeTruthy();
    expect(rebootRouter).toHaveBeenCalledWith('dev-1');
  });

  it('offers neither action where neither applies', () => {
    renderCard({ contract: contract('good', { can_reconnect: false, router: router({ can_reboot: false }) }) });
    expect(screen.queryByRole('button', { name: 'Reconectar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reiniciar roteador' })).toBeNull();
  });
});
