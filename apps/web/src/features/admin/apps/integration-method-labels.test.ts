import { describe, expect, it } from 'vitest';
import { INTEGRATION_METHODS } from '@central/domain';
import { integrationMethodLabel } from './integration-method-labels';

describe("the integration methods' names", () => {
  it('names every method apart, in words and not by its stored value', () => {
    const labels = INTEGRATION_METHODS.map(integrationMethodLabel);
    expect(new Set(labels).size).toBe(INTEGRATION_METHODS.length);
    for (const [index, method] of INTEGRATION_METHODS.entries()) expect(labels[index]).not.toContain(method);
    expect(integrationMethodLabel('display_only')).toBe('Somente exibir (sem integração)');
  });

  it('shows a method this web does not know as stored', () => {
    expect(integrationMethodLabel('novo_parceiro')).toBe('novo_parceiro');
  });
});
