/** A person or company named on a document: name, labelled CPF/CNPJ and address lines. */
export interface Party {
  name: string;
  /** e.g. "CNPJ 11.444.777/0001-61". */
  document: string;
  addressLines: string[];
}
