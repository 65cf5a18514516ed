import { createHash, timingSafeEqual } from 'node:crypto';
import { isValidEmail } from '@central/domain';
import type { IxcClient } from './http-client';
import type { IxcRow } from './wire';

/** What Central keeps of an IXC `cliente` row: an allow-list, so secrets in the row go no further. */
export interface IxcCustomer {
  id: string;
  name: string;
  document: string;
  active: boolean;
  emails: string[];
  phone: string | null;
}

/** A customer found for sign-in, carrying only a way to test a password, never the stored one. */
export interface IxcCustomerWithCredentials extends IxcCustomer {
  passwordMatches(candidate: string): boolean;
}

export interface CustomerGateway {
  /** Every record with that document (IXC stores it masked, e.g. 529.982.247-25). */
  findByDocument(maskedDocument: string): Promise<IxcCustomerWithCredentials[]>;
  findById(id: string): Promise<IxcCustomerWithCredentials | null>;
  /**
   * Reads the full row and writes it back whole with the new password (IXC has no partial update). With
   * `currentPassword`, the change happens only if it matches the stored one.
   */
  changePassword(id: string, newPassword: string, options?: { currentPassword?: string }): Promise<PasswordChange>;
}

export type PasswordChange = 'changed' | 'current-password-invalid' | 'customer-not-found';

export function createCustomerGateway(ixc: Pick<IxcClient, 'list' | 'update'>): CustomerGateway {
  async function fullRow(id: string): Promise<IxcRow | null> {
    const { rows } = await ixc.list('cliente', { where: [{ column: 'id', op: '=', value: id }], rowsPerPage: 1 });
    return rows.find((row) => row.id === id) ?? null;
  }

  return {
    async findByDocument(maskedDocument) {
      const { rows } = await ixc.list('cliente', {
        where: [{ column: 'cnpj_cpf', op: '=', value: maskedDocument }],
        rowsPerPage: 20,
      });
      return rows.filter((row) => row.cnpj_cpf === maskedDocument).map(withCredentials);
    },
    async findById(id) {
      const row = await fullRow(id);
      return row ? withCredentials(row) : null;
    },
    async changePassword(id, newPassword, options = {}) {
      const row = await fullRow(id);
      if (!row) return 'customer-not-found';
      if (options.currentPassword !== undefined && !withCredentials(row).passwordMatches(options.currentPassword)) {
        return 'current-password-invalid';
      }
      // Keep the provider's choice: a record kept as md5 stays md5 (IXC's own portal honours the flag).
      const senha = row.senha_hotsite_md5 === 'S' ? md5(newPassword) : newPassword;
      await ixc.update('cliente', id, { ...row, senha });
      return 'changed';
    },
  };
}

export function toCustomer(row: IxcRow): IxcCustomer {
  const emails = [row.email, row.hotsite_email]
    .map((email) => (email ?? '').trim().toLowerCase())
    .filter((email, index, all) => isValidEmail(email) && all.indexOf(email) === index);
  const phone = [row.telefone_celular, row.whatsapp, row.fone].find((value) => value && value.trim());
  return {
    id: row.id ?? '',
    name: (row.fantasia?.trim() || row.razao?.trim() || '').replace(/\s+/g, ' '),
    document: row.cnpj_cpf ?? '',
    active: row.ativo === 'S',
    emails,
    phone: phone?.trim() ?? null,
  };
}

function withCredentials(row: IxcRow): IxcCustomerWithCredentials {
  const stored = row.senha ?? '';
  const hashed = row.senha_hotsite_md5 === 'S';
  return {
    ...toCustomer(row),
    passwordMatches(candidate) {
      if (!stored || !candidate) return false;
      return sameText(hashed ? md5(candidate) : candidate, hashed ? stored.toLowerCase() : stored);
    },
  };
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
