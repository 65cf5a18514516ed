import { onlyDigits } from '@central/domain';
import type { ContractAddress } from '@central/domain/api';

/** '01001000' -> '01001-000'; anything that is not 8 digits is shown as it came. */
export function formatCep(cep: string): string {
  const digits = onlyDigits(cep);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep.trim();
}

const joined = (parts: string[], separator: string) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

/** The address on one line: 'Rua X, 100, Apto 2 - Centro, São Paulo/SP, CEP 01001-000', skipping empty parts. */
export function formatAddress(address: ContractAddress): string {
  const street = joined([address.rua, address.numero, address.complemento], ', ');
  const city = joined([address.cidade, address.estado], '/');
  const cep = formatCep(address.cep);
  const region = joined([address.bairro, city, cep && `CEP ${cep}`], ', ');
  return joined([street, region], ' - ');
}
