import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DownloadedFile,
  DownloadToken,
  InvoiceDetail,
  InvoiceDownloadTokenBody,
  InvoiceIdParams,
  InvoiceList,
  InvoiceListQuery,
  PixPayment,
} from '@central/domain/api';
import { Type } from 'typebox';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import type { InvoicesService } from './invoices-service';

/** Faturas (docs/product/subscriber.md#invoices): lists, detail, boleto PDF and PIX. Every id is checked against the session. */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  app.addHook('onRequest', refuseWhileErpIsDown);

  app.get(
    '/api/central/customer/list/invoices',
    { preHandler: app.requireSession, schema: { querystring: InvoiceListQuery, response: { 200: InvoiceList, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      const { status, invoice_id: invoiceId } = request.query;
      if (invoiceId) return { invoices: [await invoices.own(tenant, account, invoiceId)] };
      return { invoices: status === 'received' ? await invoices.paid(tenant, account) : await invoices.open(tenant, account) };
    },
  );

  app.get(
    '/api/central/customer/invoice/:invoiceId',
    { preHandler: app.requireSession, schema: { params: InvoiceIdParams, response: { 200: InvoiceDetail, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return invoices.detail(tenant, account, request.params.invoiceId);
    },
  );

  app.get(
    '/api/central/customer/read/pix-payment/:invoiceId',
    { preHandler: app.requireSession, schema: { params: InvoiceIdParams, response: { 200: PixPayment, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return invoices.pix(tenant, account, request.params.invoiceId);
    },
  );

  app.post(
    '/api/central/customer/generate/invoice-download-token',
    { preHandler: app.requireSession, schema: { body: InvoiceDownloadTokenBody, response: { 200: DownloadToken, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { token: await invoices.boletoDownloadToken(tenant, account, request.body.invoiceId) };
    },
  );

  app.get(
    '/api/central/customer/download/invoice/:token',
    {
      preHandler: app.requireSession,
      schema: { params: Type.Object({ token: Type.String({ maxLength: 2048 }) }), response: { 200: DownloadedFile, ...errorResponses } },
    },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return invoices.downloadBoleto(tenant, account, request.params.token);
    },
  );
};
