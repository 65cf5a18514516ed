import { expect, test, urlFor } from './support/fixtures';

for (const [tenant, alias, rgb] of [
  ['demo', 'Provedor Demo', 'rgb(15, 108, 189)'],
  ['acme', 'Acme Telecom', 'rgb(179, 38, 30)'],
] as const) {
  test(`${tenant} wears its own colour, logo, favicon and manifest`, async ({ page }) => {
    await page.goto(urlFor(tenant, '/sign-in'));
    await expect(page.getByRole('img', { name: new RegExp(alias) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', rgb);
    await expect(page.locator('link[rel="icon"]').last()).toHaveAttribute('href', /^data:image\/svg\+xml/);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/pwa/${tenant}/manifest.webmanifest`);
    const manifest = await page.evaluate((url) => fetch(url!).then((response) => response.json()), href);
    expect(manifest).toMatchObject({ name: `Central - ${alias}`, theme_color: rgbToHex(rgb), start_url: '/panel' });
  });
}

function rgbToHex(rgb: string): string {
  return `#${rgb
    .match(/\d+/g)!
    .map((part) => Number(part).toString(16).padStart(2, '0').toUpperCase())
    .join('')}`;
}
