import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createFiscalNoteService } from './fiscal-notes-service';
import { fiscalNoteRoutes } from './routes';

export async function registerFiscalNotes(app: FastifyInstance, ctx: Pick<AppContext, 'accounts' | 'signer'>): Promise<void> {
  await app.register(fiscalNoteRoutes, { notes: createFiscalNoteService({ cache: ctx.accounts, signer: ctx.signer }) });
}
