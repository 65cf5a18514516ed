/** Who a partner app's account is for, as the adapters send it (each adds its partner's own keys). */
export interface PartnerAppSubscriber {
  name: string;
  email: string;
  /** CPF/CNPJ; sent as digits. */
  document: string;
  phone?: string;
}
