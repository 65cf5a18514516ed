import { describe, expect, it } from 'vitest';
import { logoOrigin } from './theme-rules';

describe('logoOrigin', () => {
  it('names the origin of a logo address, never its path or an inline image', () => {
    expect(logoOrigin('https://cdn.provedor.com.br/marca/logo.png?v=2')).toBe('https://cdn.provedor.com.br');
    expect(logoOrigin('data:image/png;base64,AAAA')).toBe('inline data: URL');
    expect(logoOrigin('not a url')).toBe('invalid URL');
  });
});
