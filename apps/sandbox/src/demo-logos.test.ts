import { isValidImageUrl } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { textAsPath, textWidth } from './demo-logo-glyphs';
import { demoTenants } from './demo-tenants';

/** The demo logos and app icons carry their letters as outlines, so no system font decides how they look. */
const tenants = demoTenants('http://127.0.0.1:8089', { watchUrl: 'http://127.0.0.1:8091', nextcloudUrl: 'http://127.0.0.1:8092' });
const svgOf = (dataUrl: string) => decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml,/, ''));
const images = tenants.flatMap((tenant) => {
  const record = tenant as Record<string, unknown>;
  const logos = ['vertical_logo_url', 'horizontal_logo_url', 'app_logo_url', 'favicon_url'].map((field) => [
    `${tenant.client_id} ${field}`,
    String(record[field]),
  ]);
  const apps = ((record.customer_apps ?? record.apps ?? []) as Array<{ name: string; image: string }>).map((app) => [
    `${tenant.client_id} app ${app.name}`,
    app.image,
  ]);
  return [...logos, ...apps] as Array<[string, string]>;
});

describe('demo logos', () => {
  it('covers the providers and their apps', () => {
    expect(images.length).toBeGreaterThanOrEqual(8);
    expect(images.some(([name]) => name.includes(' app '))).toBe(true);
  });

  it.each(images)('%s draws its letters as paths, with no font', (_, dataUrl) => {
    const svg = svgOf(dataUrl);
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='[\d .]+'>.*<\/svg>$/);
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg).toMatch(/<path transform='translate\([\d.]+ 0\)' d='M[^']+'\/>/);
    expect(svg.match(/<g /g)?.length).toBe(svg.match(/<\/g>/g)?.length);
    // What TENANTS_FILE and the admin accept as a logo.
    expect(isValidImageUrl(dataUrl)).toBe(true);
  });
});

describe('textAsPath', () => {
  it('places the text as SVG text-anchor would: start at x, middle centred on x, end ending at x', () => {
    const width = textWidth('PD', 20);
    expect(width).toBeCloseTo(((667 + 722) * 20) / 1000, 5);
    expect(textAsPath('PD', { x: 50, y: 30, size: 20, fill: '#fff', anchor: 'start' })).toContain('translate(50 30) scale(0.02)');
    expect(textAsPath('PD', { x: 50, y: 30, size: 20, fill: '#fff', anchor: 'middle' })).toContain(
      `translate(${Number((50 - width / 2).toFixed(2))} 30)`,
    );
    expect(textAsPath('PD', { x: 50, y: 30, size: 20, fill: '#fff', anchor: 'end' })).toContain(
      `translate(${Number((50 - width).toFixed(2))} 30)`,
    );
  });

  it('gives a letter it lacks the width of a space, and draws nothing for it', () => {
    expect(textWidth('A€', 1000)).toBe(722 + 278);
    expect(textAsPath('€', { x: 0, y: 0, size: 10, fill: '#000', anchor: 'start' })).not.toContain('<path');
  });
});
