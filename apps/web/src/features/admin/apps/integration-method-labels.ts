import type { IntegrationMethod } from '@central/domain';

/**
 * What each integration method is called in the admin: the partner and what the portal does with it
 * (docs/product/partners.md). The stored values stay the identifiers.
 */
export const INTEGRATION_METHOD_LABELS: Readonly<Record<IntegrationMethod, string>> = {
  watch: 'Watch Brasil (uma conta por contrato)',
  watchbr: 'Watch Brasil (uma conta por assinante)',
  oletv: 'Olé TV',
  ole_tv: 'Olé TV (só por produto ou plano)',
  playhub: 'Playhub (login e senha do parceiro)',
  login_sva: 'Outro parceiro (login e senha do parceiro)',
  display_only: 'Somente exibir (sem integração)',
  api_atp_box: 'ATP Box (armazenamento em nuvem)',
  api_toca_livros: 'Toca Livros',
  add_product_in_contract: 'Adicionar produto ao contrato no IXC',
};

/** A stored method's name; one this web does not know yet shows as stored. */
export const integrationMethodLabel = (method: string): string =>
  (INTEGRATION_METHOD_LABELS as Readonly<Record<string, string>>)[method] ?? method;
