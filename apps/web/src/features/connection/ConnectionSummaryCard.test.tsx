import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { CONNECTION_VERDICTS } from '@central/domain';
import type { ConnectionStatus } from '@central/domain/api';
import { http } from '@/lib/http';
import { ConnectionSummaryCard } from './ConnectionSummaryCard';

const status: ConnectionStatus = {
  checked_at: '2025-11-27T17:32:00.000Z',
  contracts: [
    {
      contract_id: '2001',
      description: 'FIBRA 500 MEGA',
      plan_speed: null,
      blocked: false,
      online: true,
      last_connection: null,
      signal_dbm: -26.4,
      signal: 'attention',
      router: null,
      can_reconnect: true,
      unchecked: [],
      verdict: CONNECTION_VERDICTS.attention,
      verdict_kind: 'attention',
    },
  ],
};

let seen: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
let idle: () => void = () => {};

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof seen) {
        seen = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard(answer: ConnectionStatus) {
  const get = vi.spyOn(http, 'get').mockResolvedValue(answer);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ConnectionSummaryCard />
      </MemoryRouter>
    </SWRConfig>,
  );
  return get;
}

describe("the home's connection card", () => {
  it('reads nothing until it has been near the screen and the browser is idle, then appears with the first verdict', async () => {
    const get = renderCard(status);
    expect(screen.queryByRole('heading', { name: 'Minha conexão' })).toBeNull();
    expect(screen.queryByLabelText('Carregando…')).toBeNull();
    expect(get).not.toHaveBeenCalled();
    act(() => seen([{ isIntersecting: true }]));
    expect(get).not.toHaveBeenCalled();
    act(() => idle());
    expect(get).toHaveBeenCalledWith('/api/central/customer/connection');
    expect((await screen.findByRole('status')).textContent).toBe(CONNECTION_VERDICTS.attention);
    expect(screen.getByRole('link', { name: 'Ver minha conexão' }).getAttribute('href')).toBe('/panel/connection');
  });

  it('is not there without a live contract', async () => {
    const get = renderCard({ ...status, contracts: [] });
    act(() => seen([{ isIntersecting: true }]));
    act(() => idle());
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Minha conexão' })).toBeNull();
  });

  it('says so when the connection could not be read, with the way to the page', async () => {
    vi.spyOn(http, 'get').mockRejectedValue(new Error('down'));
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter>
          <ConnectionSummaryCard />
        </MemoryRouter>
      </SWRConfig>,
    );
    act(() => seen([{ isIntersecting: true }]));
    act(() => idle());
    expect(await screen.findByText('Não foi possível verificar sua conexão agora.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver minha conexão' })).toBeTruthy();
  });
});
