import type supertest from 'supertest';
import type { TestApp } from './test-app';

export const MARIA = { cpfOrCnpj: '529.982.247-25', password: 'demo123' };
export const PADARIA = { cpfOrCnpj: '11.222.333/0001-81', password: 'demo456' };
export const ANA = { cpfOrCnpj: '390.533.447-05', password: 'demo789' };

/** A client of the given provider's host, already signed in. */
export async function signedIn(t: TestApp, login = MARIA, host = 'demo.localhost'): Promise<supertest.Agent> {
  const client = t.client(host);
  const response = await client.post('/api/central/sign-in').send(login);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}
