import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DownloadedFile, DownloadToken, FiscalNoteDownloadTokenBody, FiscalNoteList, FiscalNoteListQuery } from '@central/domain/api';
import { Type } from 'typebox';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import type { FiscalNoteService } from './fiscal-notes-service';

/** Notas Fiscais (docs/product/subscriber.md#fiscal-notes): notes of a month, and their PDFs. */
export const fiscalNoteRoutes: FastifyPluginAsyncTypebox<{ notes: FiscalNoteService }> = async (app, { notes }) => {
  app.addHook('onRequest', refuseWhileErpIsDown);
  app.get(
    '/api/central/customer/list/sale-invoices',
    { preHandler: app.requireSession, schema: { querystring: FiscalNoteListQuery, response: { 200: FiscalNoteList, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { nfs: await notes.list(tenant, account, request.query.created_at) };
    },
  );

  app.post(
    '/api/central/customer/generate/sale-invoice-download-token',
    { preHandler: app.requireSession, schema: { body: FiscalNoteDownloadTokenBody, response: { 200: DownloadToken, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { token: await notes.downloadToken(tenant, account, request.body.saleInvoiceId, request.body.customModel === true) };
    },
  );

  app.get(
    '/api/central/customer/download/sale-invoice/:token',
    {
      preHandler: app.requireSession,
      schema: { params: Type.Object({ token: Type.String({ maxLength: 2048 }) }), response: { 200: DownloadedFile, ...errorResponses } },
    },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return notes.download(tenant, account, request.params.token);
    },
  );
};
