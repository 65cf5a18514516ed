import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DownloadedFile, DownloadToken, FiscalNoteDownloadTokenBody, FiscalNoteList, FiscalNoteListQuery } from '@central/domain/api';
import { Type } from 'typebox';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import type { FiscalNoteService } from './fiscal-note-service';

/** Notas Fiscais (SPEC sections 2 and 7): notes of a month, and their PDFs. */
export const fiscalNoteRoutes: FastifyPluginAsyncTypebox<{ notes: FiscalNoteService }> = async (app, { notes }) => {
  app.addHook('onRequest', refuseWhileErpIsDown);
  app.get(
    '/api/central/customer/list/sale-invoices',
    { preHandler: app.requireSession, schema: { querystring: FiscalNoteListQuery, response: { 200: FiscalNoteList, ...errorResponses } } },
    async (request) => ({ nfs: await notes.list(tenantOf(request), signedInAccount(request), request.query.created_at) }),
  );

  app.post(
    '/api/central/customer/generate/sale-invoice-download-token',
    { preHandler: app.requireSession, schema: { body: FiscalNoteDownloadTokenBody, response: { 200: DownloadToken, ...errorResponses } } },
    async (request) => ({
      token: await notes.downloadToken(
        tenantOf(request),
        signedInAccount(request),
        request.body.saleInvoiceId,
        request.body.customModel === true,
      ),
    }),
  );

  app.get(
    '/api/central/customer/download/sale-invoice/:token',
    {
      preHandler: app.requireSession,
      schema: { params: Type.Object({ token: Type.String({ maxLength: 2048 }) }), response: { 200: DownloadedFile, ...errorResponses } },
    },
    async (request) => notes.download(tenantOf(request), signedInAccount(request), request.params.token),
  );
};
