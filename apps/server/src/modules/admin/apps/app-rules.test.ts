import { describe, expect, it } from 'vitest';
import { keepsWatchConnection } from './app-rules';

describe("a Watch app's connection", () => {
  const stored = { integrationUrl: 'https://watch.example', integrationUser: 'client-1' };

  it('stays while the app keeps its method, URL and client', () => {
    expect(keepsWatchConnection(stored, { integrationMethod: 'watchbr', ...stored })).toBe(true);
  });

  it('goes with another URL, client or method', () => {
    expect(keepsWatchConnection(stored, { integrationMethod: 'watchbr', ...stored, integrationUrl: 'https://other.example' })).toBe(false);
    expect(keepsWatchConnection(stored, { integrationMethod: 'watchbr', ...stored, integrationUser: 'client-2' })).toBe(false);
    expect(keepsWatchConnection(stored, { integrationMethod: 'login_sva', ...stored })).toBe(false);
  });
});
