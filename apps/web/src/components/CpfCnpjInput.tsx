import { cpfOrCnpjMaskFor, onlyDigits } from '@central/domain';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

/** The combined document field: CPF mask while it fits, CNPJ mask once a 12th digit is typed. */
export function CpfCnpjInput(props: Omit<MaskedInputProps, 'mask'>) {
  return <MaskedInput autoComplete="username" {...props} mask={cpfOrCnpjMaskFor(onlyDigits(props.value).length)} />;
}
