import { describe, expect, it } from 'vitest';
import { cleanBody, columnsOf, customersPage, editProblems, subjectEntries } from './customer-rules';

describe('the customers list', () => {
  it('reads its page from 1, and refuses anything else', () => {
    expect(customersPage(undefined)).toBe(1);
    expect(customersPage('3')).toBe(3);
    for (const bad of ['0', '-1', 'x', '1234567'])
      expect(() => customersPage(bad)).toThrow(expect.objectContaining({ code: 'INVALID_PAGE' }));
  });
});

describe('the customer form', () => {
  it('trims strings (not secrets), drops blank list entries and normalizes custom domains once each', () => {
    expect(
      cleanBody({
        alias: ' Acme ',
        provider_password: ' senha com espaços ',
        subjects: [' 1 - Suporte ', ' '],
        custom_domains: ['Portal.Acme.com.br', 'portal.acme.com.br', ''],
      }),
    ).toEqual({
      alias: 'Acme',
      provider_password: ' senha com espaços ',
      subjects: ['1 - Suporte'],
      custom_domains: ['portal.acme.com.br'],
    });
  });

  it('gives columns their defaults', () => {
    const columns = columnsOf({ alias: 'Acme', primary_color: '#112233', ixc_domain: 'ixc.acme.com.br' });
    expect(columns).toMatchObject({
      secondaryColor: '#112233',
      legalName: 'Acme',
      timezone: 'America/Sao_Paulo',
      invoiceWindow: 'days_15',
      updateLateBoleto: true,
      supportType: 'customer_service',
    });
  });

  it("judges on edit only what the edit touches, the department always, and the token with the ERP's address", () => {
    const all = { alias: 'a', vertical_logo_url: 'v', department_id: 'd', ixc_access_token: 't' };
    expect(editProblems(all, { alias: 'x' })).toEqual({ alias: 'a', department_id: 'd' });
    expect(editProblems(all, { ixc_domain: 'y' })).toEqual({ department_id: 'd', ixc_access_token: 't' });
  });

  it("shows stored subjects as 'id - label'", () => {
    expect(subjectEntries([{ id: '1', label: 'Suporte' }])).toEqual(['1 - Suporte']);
    expect(subjectEntries(null)).toEqual([]);
  });
});
