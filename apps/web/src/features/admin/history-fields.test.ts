import { describe, expect, it } from 'vitest';
import { historyFieldLabel, historyFieldsText } from './history-fields';

describe("the history's field names", () => {
  it('names form fields by their labels and writes without a form in words', () => {
    expect(historyFieldsText(['support_type', 'integration_method', 'acs_private_key', 'review_note'])).toBe(
      'Tipo de suporte, Método de integração, Chave do ACS, Observação da revisão',
    );
  });

  it("names the card settings by the form's labels", () => {
    expect(historyFieldLabel('merchant_id')).toBe('Merchant ID (Cielo)');
    expect(historyFieldLabel('interest_rate')).toBe('Juros ao mês (%)');
  });

  it("names a secret's new server after its field", () => {
    expect(historyFieldLabel('ixc_domain_origin')).toBe('Domínio do IXC (servidor)');
    expect(historyFieldLabel('integration_url_origin')).toBe('URL da integração (servidor)');
  });

  it('shows no identifier for a field it does not know, and a dash for none', () => {
    expect(historyFieldLabel('new_thing')).toBe('new thing');
    expect(historyFieldsText([])).toBe('—');
  });
});
