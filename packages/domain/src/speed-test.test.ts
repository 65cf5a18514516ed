import { describe, expect, it } from 'vitest';
import { isSpeedTestUrl, speedTestUrlOf } from './speed-test';

describe('isSpeedTestUrl', () => {
  it('accepts https addresses', () => {
    expect(isSpeedTestUrl('https://speed.fibrasul.com.br')).toBe(true);
    expect(isSpeedTestUrl('https://speed.fibrasul.com.br:8443/teste/?lang=pt')).toBe(true);
  });

  it('accepts plain http to this machine, as the demo runs it', () => {
    expect(isSpeedTestUrl('http://localhost:8093/')).toBe(true);
    expect(isSpeedTestUrl('http://127.0.0.1:8093/?seconds=1')).toBe(true);
  });

  it('refuses plain http to any other host', () => {
    expect(isSpeedTestUrl('http://speed.fibrasul.com.br')).toBe(false);
    expect(isSpeedTestUrl('http://localhost.evil.example/')).toBe(false);
    expect(isSpeedTestUrl('http://127.0.0.2/')).toBe(false);
  });

  it('refuses other schemes and what is not a URL', () => {
    expect(isSpeedTestUrl('javascript:alert(1)')).toBe(false);
    expect(isSpeedTestUrl('data:text/html,<h1>x</h1>')).toBe(false);
    expect(isSpeedTestUrl('ftp://speed.example.com')).toBe(false);
    expect(isSpeedTestUrl('speed')).toBe(false);
    expect(isSpeedTestUrl('https://user:senha@speed.example.com')).toBe(false);
    expect(isSpeedTestUrl('')).toBe(false);
    expect(isSpeedTestUrl(`https://speed.example.com/${'a'.repeat(500)}`)).toBe(false);
  });
});

describe('speedTestUrlOf', () => {
  it("reads the address of the 'speed_test->URL' flag", () => {
    expect(speedTestUrlOf(['credit_card', 'speed_test-> https://speed.example.com '])).toBe('https://speed.example.com');
  });

  it('is null without the flag or when its address is not allowed', () => {
    expect(speedTestUrlOf(['credit_card', 'speed_test'])).toBeNull();
    expect(speedTestUrlOf(['speed_test->http://speed.example.com'])).toBeNull();
    expect(speedTestUrlOf(['speed_test->javascript:alert(1)'])).toBeNull();
  });
});
