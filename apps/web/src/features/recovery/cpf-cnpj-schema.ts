import { object, type ObjectSchema } from 'yup';
import { cpfOrCnpjField } from '@/lib/yup-fields';

export type CpfCnpjValues = { cpfCnpj: string };

export const cpfCnpjSchema: ObjectSchema<CpfCnpjValues> = object({ cpfCnpj: cpfOrCnpjField() });
