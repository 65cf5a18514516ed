import { MASKS } from '@central/domain';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

const CPF_OR_CNPJ = [MASKS.cpf, MASKS.cnpj] as const;

/**
 * The combined document field: the CPF mask while the digits fit it, the CNPJ mask beyond, whether the
 * digits are typed one by one or pasted at once.
 */
export function CpfCnpjInput(props: Omit<MaskedInputProps, 'mask'>) {
  return <MaskedInput autoComplete="username" {...props} mask={CPF_OR_CNPJ} />;
}
