import type { NfType } from '@central/domain/api';

export type NfDocumentTypes = Record<NfType, string[]>;

/**
 * The document types (docs/product/subscriber.md#fiscal-notes); each provider may set its own, since the ids vary
 * between IXC installations.
 */
export const DEFAULT_NF_DOCUMENT_TYPES: NfDocumentTypes = {
  SVA: ['900'],
  SCM: ['632', '604', '605', '634', '603', '633'],
  'NFS-e': ['13'],
};

/** The fiscal-note type of an IXC document-type id under a provider's table, or null for other documents. */
export function nfTypeOf(documentTypeId: string, types: NfDocumentTypes): NfType | null {
  const match = (Object.keys(types) as NfType[]).find((type) => types[type].includes(documentTypeId));
  return match ?? null;
}
