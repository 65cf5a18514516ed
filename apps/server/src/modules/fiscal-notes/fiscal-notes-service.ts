import { MESSAGES, todayIn } from '@central/domain';
import type { DownloadedFile, FiscalNote } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError, notFound } from '../../lib/app-error';
import type { TokenSigner } from '../../lib/signed-token';
import { createDocumentGateway } from '../../integrations/ixc/documents';
import { featureFailure } from '../../integrations/ixc/errors';
import { createFiscalNoteGateway } from '../../integrations/ixc/fiscal-notes';
import { fileDate, issueDownloadToken, readDownloadToken } from '../documents/download-tokens';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { monthRange, toFiscalNote } from './fiscal-note-rules';

const NOTES_TTL_MS = 5 * 60_000;

const downloadFailure = (status: number) => new AppError('DOWNLOAD_FAILED', status, MESSAGES.downloadFailure);

export interface FiscalNoteService {
  list(tenant: ActiveTenant, account: Account, createdAt: string | undefined): Promise<FiscalNote[]>;
  downloadToken(tenant: ActiveTenant, account: Account, noteId: string | number | undefined, customModel: boolean): Promise<string>;
  download(tenant: ActiveTenant, account: Account, token: string): Promise<DownloadedFile>;
}

export interface FiscalNotePorts {
  /** Per-account reads of the ERP. */
  cache: AccountCache;
  /** Signs the short-lived download tokens (modules/documents/download-tokens.ts). */
  signer: TokenSigner;
}

export function createFiscalNoteService(ports: FiscalNotePorts): FiscalNoteService {
  return {
    async list(tenant, account, createdAt) {
      const { month, from, to } = monthRange(createdAt, todayIn(tenant.timezone));
      const rows = await ports.cache.read(account, `nfs:${month}`, NOTES_TTL_MS, () =>
        createFiscalNoteGateway(tenant.ixc).listIssuedBetween(account.customerId, from, to),
      );
      return rows.map((row) => toFiscalNote(row, tenant.nfDocumentTypes)).filter((nf): nf is FiscalNote => nf !== null);
    },
    async downloadToken(tenant, account, noteId, customModel) {
      const id = String(noteId ?? '');
      if (!/^\d{1,12}$/.test(id)) throw notFound('NF_NOT_FOUND', MESSAGES.downloadFailure);
      const row = await createFiscalNoteGateway(tenant.ixc).findOwn(account.customerId, id);
      const note = row ? toFiscalNote(row, tenant.nfDocumentTypes) : null;
      if (!note) throw notFound('NF_NOT_FOUND', MESSAGES.downloadFailure);
      return issueDownloadToken(ports.signer, {
        tid: tenant.clientId,
        cid: account.customerId,
        kind: 'fiscal-note',
        ref: note.id,
        custom: customModel,
        fileName: `NF-${note.numero} ${note.tipo} ${fileDate(note.dataEmissao)}.pdf`,
      });
    },
    async download(tenant, account, token) {
      const claims = readDownloadToken(ports.signer, token, { tid: tenant.clientId, cid: account.customerId, kind: 'fiscal-note' });
      if (!claims) throw downloadFailure(404);
      const base64 = await createDocumentGateway(tenant.ixc)
        .fiscalNote(claims.ref, claims.custom === true)
        .catch((error: unknown) => {
          throw featureFailure(error, downloadFailure(502));
        });
      if (!base64) throw downloadFailure(404);
      return { fileName: claims.fileName, contentType: 'application/pdf', base64 };
    },
  };
}
