/**
 * Descriptions of the demo's document-type ids. IXC keeps them in a table of each installation (ids are not
 * portable), so these are the sandbox's: the ids the portal reads (docs/product/ixc.md#calls-used) with plausible
 * names.
 */
const SCM = 'Nota Fiscal de Serviço de Comunicação Multimídia (SCM) - modelo 21';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '900': 'Nota de Débito de Serviço de Valor Adicionado (SVA)',
  '13': 'Nota Fiscal de Serviços Eletrônica (NFS-e)',
  ...Object.fromEntries(['632', '604', '605', '634', '603', '633'].map((id) => [id, SCM])),
};

export function documentTypeDescription(documentTypeId: string, model: string): string {
  return DESCRIPTIONS[documentTypeId] ?? (model ? `Nota fiscal modelo ${model}` : `Documento fiscal (tipo ${documentTypeId})`);
}
