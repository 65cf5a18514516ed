import { CIELO_SANDBOX_MERCHANT } from './cielo';
import { IXC_ACS_SANDBOX_CLIENT } from './ixc-acs';
import { NEXTCLOUD_SANDBOX_ADMIN } from './nextcloud';
import { WATCH_SANDBOX_CLIENT, WATCH_SANDBOX_OLETV_PACKAGE_ID, WATCH_SANDBOX_PACKAGE_ID } from './watch';
import { ALT_PROVIDER } from './ixc/fixtures/alt/filial';
import { SANDBOX_TOKENS } from './ixc/fixtures/datasets';
import { DEMO_PROVIDER } from './ixc/fixtures/demo/filial';
import { textAsPath, type TextAnchor } from './demo-logo-glyphs';

/**
 * The providers of the demo and of the tests, as operators describe tenants (TENANTS_FILE, with the field names of
 * docs/product/subscriber.md#providers-and-hosts), each pointing at one sandbox dataset. Logos are inline SVG so the
 * demo needs no asset host. With `cieloUrl` (a Cielo simulator's origin), the demo provider takes cards
 * through it; without it, its `credit_card` flag stays off for want of card settings. With `watchUrl` and
 * `nextcloudUrl` (the Watch Brasil and Nextcloud simulators), the demo provider offers partner apps through them
 * (`npm start`). With `ixcAcsUrl` (the IXC ACS simulator), it shows its subscribers' routers and Wi-Fi through it. With
 * `speedTestUrl` (the speed test's page, as the browser reaches it), its Velocidade menu embeds that speed test.
 */
export function demoTenants(
  sandboxUrl: string,
  options: { cieloUrl?: string; watchUrl?: string; nextcloudUrl?: string; ixcAcsUrl?: string; speedTestUrl?: string } = {},
) {
  return [
    {
      client_id: 'demo',
      alias: 'Provedor Demo',
      ...brand('Provedor Demo', '#0F6CBD', '#00A3A3'),
      whatsapp_number: '(61) 99999-0000',
      phone_number: '(61) 3333-0000',
      contact_email: 'atendimento@provedordemo.example.com',
      faq_url: 'https://provedordemo.example.com/ajuda',
      support_type: 'customer_service' as const,
      subjects: ['1 - Sem conexão', '2 - Internet lenta', '3 - Financeiro'],
      // The sector (empresa_setor) every ticket and subject of the demo dataset names.
      department_id: '1',
      feature_flags: ['credit_card', ...(options.speedTestUrl ? [`speed_test->${options.speedTestUrl}`] : [])],
      ...(options.cieloUrl ? demoCardSettings(options.cieloUrl) : {}),
      ...(options.watchUrl && options.nextcloudUrl ? { apps: demoApps(options.watchUrl, options.nextcloudUrl) } : {}),
      ...(options.ixcAcsUrl
        ? {
            acs_kind: 'ixc' as const,
            acs_auth: 'client_secret' as const,
            ixc_acs_url: options.ixcAcsUrl,
            ixc_acs_issuer: IXC_ACS_SANDBOX_CLIENT.issuerId,
            ixc_acs_private_key: IXC_ACS_SANDBOX_CLIENT.clientSecret,
          }
        : {}),
      legal_name: DEMO_PROVIDER.razao,
      legal_document: DEMO_PROVIDER.cnpj,
      address: 'Rua das Fibras, 100, Centro, Brasília - DF, 70000-000',
      ixc_domain: sandboxUrl,
      ixc_access_token: SANDBOX_TOKENS.demo,
      // The provider's own sign-in at http://demo.localhost:3000/admin (README, demo logins).
      provider_password: 'provedor-demo-123',
    },
    {
      client_id: 'acme',
      alias: 'Acme Telecom',
      ...brand('Acme Telecom', '#B3261E', '#7D5260'),
      whatsapp_number: null,
      phone_number: null,
      contact_email: null,
      faq_url: null,
      support_type: 'os' as const,
      // The sector every service order and subject of the alt dataset names.
      department_id: '1',
      feature_flags: [],
      legal_name: ALT_PROVIDER.razao,
      legal_document: ALT_PROVIDER.cnpj,
      address: 'Avenida Central, 2000, Savassi, Belo Horizonte - MG, 30000-000',
      ixc_domain: sandboxUrl,
      ixc_access_token: SANDBOX_TOKENS.alt,
    },
  ];
}

/**
 * The demo provider's Cielo merchant at the simulator (one origin serves both Cielo hosts). The sandbox has no
 * table of IXC accounts: cash account 1 (`conta_`), planning account 1, the one every demo invoice names
 * (`id_conta`), and receipt code C (card). No branch: a receipt goes to the invoice's own filial.
 */
function demoCardSettings(cieloUrl: string) {
  return {
    card_gateway: {
      kind: 'cielo' as const,
      merchant_id: CIELO_SANDBOX_MERCHANT.merchantId,
      merchant_key: CIELO_SANDBOX_MERCHANT.merchantKey,
      api_url: cieloUrl,
      query_url: cieloUrl,
    },
    card_receipt: { account_id: '1', planning_account_id: '1', receipt_type: 'C' },
    card_interest_rate: 2.35,
  };
}

/** A square mark and a wordmark as small inline SVGs; each data URL stays within the 500-character URL limit. */
/**
 * The demo provider's apps, entitled by the demo IXC's products (apps/sandbox/src/ixc/fixtures/demo/produtos.ts):
 * Watch Brasil (880) and Olé TV (881) through the Watch simulator, each with its own Watch package ('Produto'), the ATP Box cloud (883, 884) through the
 * Nextcloud simulator, and a display-only channel guide for every contract.
 */
function demoApps(watchUrl: string, nextcloudUrl: string) {
  const watch = { url: watchUrl, user: WATCH_SANDBOX_CLIENT.clientId, secret: WATCH_SANDBOX_CLIENT.clientSecret };
  const app = (
    name: string,
    color: string,
    method: string,
    fields: { products?: string[]; text?: string; integration?: typeof watch | null; partnerPackage?: string },
  ) => ({
    name,
    image: icon(name, color),
    pending_text: `Ative o ${name} para começar a usar.`,
    active_text: fields.text ?? `Seu ${name} está ativo. Baixe o aplicativo e entre com o seu e-mail.`,
    app_store_link: 'https://apps.apple.com/br/',
    play_store_link: 'https://play.google.com/store/apps',
    activation_criteria: fields.products ? 'product_in_contract' : 'any',
    product_ids: fields.products ?? [],
    plan_ids: [],
    product: fields.partnerPackage ?? null,
    integration_method: method,
    integration_method_product_ids: [],
    integration: fields.integration ?? null,
  });
  return [
    app('Watch Brasil', '#E50914', 'watchbr', {
      products: ['880 - Watch Brasil'],
      integration: watch,
      partnerPackage: WATCH_SANDBOX_PACKAGE_ID,
    }),
    app('Olé TV', '#F4B400', 'ole_tv', {
      products: ['881 - Olé TV - Pacote Essencial'],
      integration: watch,
      partnerPackage: WATCH_SANDBOX_OLETV_PACKAGE_ID,
    }),
    app('ATP Box', '#1A73E8', 'api_atp_box', {
      products: ['883 - ATP Box - Nuvem 100 GB', '884 - ATP Box - Nuvem 500 GB'],
      text: 'Crie usuários para a sua família e compartilhe o espaço do seu plano.',
      integration: { url: nextcloudUrl, user: NEXTCLOUD_SANDBOX_ADMIN.username, secret: NEXTCLOUD_SANDBOX_ADMIN.password },
    }),
    app('Guia de Canais', '#5C2D91', 'display_only', { text: 'A programação dos canais do seu plano, sempre à mão.' }),
  ];
}

/** A square app icon with the app's initials, inline like the logos. */
function icon(name: string, color: string) {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='14' fill='${color}'/>${textAsPath(initials, { x: 32, y: 42, size: 26, fill: '#fff', anchor: 'middle' })}</svg>`;
  return `data:image/svg+xml,${svg.replace(/[<>#%]/g, encodeURIComponent)}`;
}

function brand(name: string, primary: string, secondary: string) {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const text = (x: number, y: number, size: number, fill: string, anchor: TextAnchor, content: string) =>
    textAsPath(content, { x, y, size, fill, anchor });
  const mark = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='14' fill='${primary}'/>${text(32, 42, 28, '#fff', 'middle', initials)}</svg>`;
  const wordmark =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 220 48'><rect width='48' height='48' rx='11' fill='${primary}'/>` +
    `${text(24, 32, 21, '#fff', 'middle', initials)}${text(58, 31, 19, primary, 'start', name)}</svg>`;
  const dataUrl = (svg: string) => `data:image/svg+xml,${svg.replace(/[<>#%]/g, encodeURIComponent)}`;
  return {
    vertical_logo_url: dataUrl(mark),
    horizontal_logo_url: dataUrl(wordmark),
    app_logo_url: dataUrl(mark),
    favicon_url: dataUrl(mark),
    primary_color: primary,
    secondary_color: secondary,
  };
}
