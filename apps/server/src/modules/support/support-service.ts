import { formatBrazilianPhone, isValidBrazilianPhone, MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CreateSupportBody, SupportDetail, SupportRequest, SupportStatus } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError, badRequest, notFound, upstreamFailure } from '../../lib/app-error';
import type { TtlCache } from '../../lib/ttl-cache';
import { failWrite } from '../../lib/unconfirmed-write';
import type { WriteClaims } from '../../lib/write-claims';
import { createSupportGateway, listStaff, listSubjects } from '../../integrations/ixc/support';
import type { ContractService } from '../contracts/contracts-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { openSupportRequest } from './open-support-request';
import type { SupportRequestLimitDeps } from './support-request-limit';
import {
  assertMessage,
  CLOSED_PAGE_SIZE,
  offeredSubjects,
  readSupportPage,
  supportPage,
  toSupportMessages,
  toSupportRequest,
  type OfferedSubject,
} from './support-rules';

const REQUESTS_TTL_MS = 60_000;
const CATALOG_TTL_MS = 60 * 60_000;

export interface SupportService {
  subjects(tenant: ActiveTenant): Promise<OfferedSubject[]>;
  /** The in-progress requests (the default), or one page of the closed ones. */
  list(
    tenant: ActiveTenant,
    account: Account,
    status: SupportStatus | undefined,
    page: string | undefined,
  ): Promise<{ supports: SupportRequest[]; page: number; pageSize: number }>;
  detail(tenant: ActiveTenant, account: Account, supportId: string): Promise<SupportDetail>;
  create(tenant: ActiveTenant, account: Account, body: CreateSupportBody): Promise<SupportRequest>;
  addMessage(tenant: ActiveTenant, account: Account, supportId: string | number | undefined, message: string | undefined): Promise<void>;
}

export interface SupportPorts extends SupportRequestLimitDeps {
  cache: AccountCache;
  catalog: TtlCache;
  contracts: Pick<ContractService, 'own'>;
  /** Keeps a request sent twice from opening two (decisions/010). */
  claims: WriteClaims;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function createSupportService(ports: SupportPorts): SupportService {
  const gateway = (tenant: ActiveTenant) => createSupportGateway(tenant.ixc, tenant.support.type);
  const ixcSubjects = (tenant: ActiveTenant) => ports.catalog.get(`${tenant.id}:subjects`, CATALOG_TTL_MS, () => listSubjects(tenant.ixc));
  const subjectNames = async (tenant: ActiveTenant) =>
    new Map((await ixcSubjects(tenant)).map((row) => [row.id ?? '', (row.assunto ?? '').trim()]));
  const staffNames = async (tenant: ActiveTenant) => {
    if (tenant.support.type !== 'os') return new Map<string, string>();
    const staff = await ports.catalog.get(`${tenant.id}:staff`, CATALOG_TTL_MS, () => listStaff(tenant.ixc));
    return new Map(staff.map((row) => [row.id ?? '', (row.funcionario ?? '').trim()]));
  };
  const requests = (tenant: ActiveTenant, account: Account) =>
    ports.cache.read(account, `support:${tenant.support.type}`, REQUESTS_TTL_MS, () => gateway(tenant).listOwn(account.customerId));
  const ownRequest = async (tenant: ActiveTenant, account: Account, supportId: string) => {
    const row = /^\d{1,12}$/.test(supportId) ? await gateway(tenant).findOwn(account.customerId, supportId) : null;
    if (!row) throw notFound('SUPPORT_NOT_FOUND', MESSAGES.supportNotFound);
    return row;
  };

  const service: SupportService = {
    async subjects(tenant) {
      return offeredSubjects(tenant.support, await ixcSubjects(tenant));
    },
    async list(tenant, account, status = 'in_progress', pageText) {
      const page = readSupportPage(pageText);
      const [rows, names] = await Promise.all([requests(tenant, account), subjectNames(tenant)]);
      const supports = supportPage(
        rows.map((row) => toSupportRequest(row, tenant.support.type, names)),
        status,
        page,
      );
      return { supports, page, pageSize: CLOSED_PAGE_SIZE };
    },
    async detail(tenant, account, supportId) {
      // The messages are read alongside the request (one round trip) and dropped if the request is not theirs.
      const [row, messages, names, staff] = await Promise.all([
        ownRequest(tenant, account, supportId),
        gateway(tenant).messagesOf(supportId),
        subjectNames(tenant),
        staffNames(tenant),
      ]);
      return {
        support: toSupportRequest(row, tenant.support.type, names),
        messages: toSupportMessages(messages, tenant.support.type, staff),
      };
    },
    async create(tenant, account, body) {
      const subjectId = String(body.subject ?? '').trim();
      if (!subjectId) throw badRequest('SUBJECT_REQUIRED', MESSAGES.supportSubjectRequired);
      const message = assertMessage(body.message);
      const phone = body.phone_number ?? '';
      if (!isValidBrazilianPhone(phone)) throw badRequest('PHONE_INVALID', MESSAGES.phoneInvalid);
      const contractId = String(body.contractId ?? '').trim();
      if (!contractId) throw badRequest('CONTRACT_REQUIRED', MESSAGES.supportContractRequired);

      // IXC needs the provider's sector on every request (setor of an OS, id_ticket_setor of a ticket): a provider
      // stored before it was required cannot open one, and IXC is not asked.
      if (!tenant.support.departmentId) {
        ports.log.warn(
          { clientId: tenant.clientId, missingSetting: 'department_id' },
          `support request not opened: the provider has no department_id (IXC's ${tenant.support.type === 'os' ? 'setor' : 'id_ticket_setor'})`,
        );
        throw new AppError('SUPPORT_REQUEST_FAILED', 502, MESSAGES.supportRequestFailure);
      }
      const departmentId = tenant.support.departmentId;
      const [subjects, contract] = await Promise.all([service.subjects(tenant), ports.contracts.own(tenant, account, contractId)]);
      const subject = subjects.find((offered) => offered.id === subjectId);
      if (!subject) throw badRequest('SUBJECT_INVALID', MESSAGES.supportSubjectInvalid);

      const id = await openSupportRequest(
        ports,
        tenant,
        account,
        {
          customerId: account.customerId,
          contractId,
          branchId: contract.id_filial || '1',
          subjectId,
          subjectTitle: subject.value,
          text: `${message}\n\nTelefone para contato: ${formatBrazilianPhone(phone)}`,
          departmentId,
          processId: tenant.support.processId,
        },
        message,
      );
      await ports.cache.changed(account);
      const created = await gateway(tenant)
        .findOwn(account.customerId, id)
        .catch(() => null);
      if (!created) throw upstreamFailure(502);
      return toSupportRequest(created, tenant.support.type, await subjectNames(tenant));
    },
    async addMessage(tenant, account, supportId, message) {
      const text = assertMessage(message);
      const row = await ownRequest(tenant, account, String(supportId ?? ''));
      if (toSupportRequest(row, tenant.support.type, new Map()).status === 'closed') {
        throw new AppError('SUPPORT_CLOSED', 409, MESSAGES.supportClosedNoMessages);
      }
      try {
        await gateway(tenant).addMessage(row, account.customerId, text);
      } catch (error) {
        // Never sent again by the server: the person checks the conversation first.
        return failWrite(
          error,
          { cache: ports.cache, account },
          new AppError('SUPPORT_MESSAGE_UNCONFIRMED', 504, MESSAGES.supportMessageUnconfirmed),
        );
      }
      await ports.cache.changed(account);
    },
  };
  return service;
}
