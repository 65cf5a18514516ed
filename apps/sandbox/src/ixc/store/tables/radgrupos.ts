import { defineTable } from '../table-schema';

/** Speed profiles (the "plano" of an internet item): `grupo` is the name the ERP shows. */
export const radgrupos = defineTable('radgrupos', {
  id: '',
  grupo: '',
  download: '',
  upload: '',
  ativo: 'S',
  prioridade: '8',
  obs: '',
});
