/** The partner-app options of docs/product/admin.md#apps, as plain lists the web can load without the API schemas. */

export const ACTIVATION_CRITERIA = ['any', 'product_in_contract', 'plan_in_contract'] as const;
export const INTEGRATION_METHODS = [
  'watch',
  'watchbr',
  'oletv',
  'ole_tv',
  'playhub',
  'login_sva',
  'display_only',
  'api_atp_box',
  'api_toca_livros',
  'add_product_in_contract',
] as const;
/**
 * docs/product/partners.md#which-contracts-see-an-app: these need a contract criterion ('Opção não permitida para o
 * critério de ativação selecionado').
 */
export const METHODS_NOT_FOR_ANY = ['watchbr', 'ole_tv', 'playhub', 'login_sva'] as const;
