import { useRead } from '@/lib/use-read';
import type { AnnualSettlementDocument, ContractDocument, ContractList, ShortContractList, TrustUnlockResult } from '@central/domain/api';
import { http } from '@/lib/http';

const BASE = '/api/central/customer';
const CONTRACTS = `${BASE}/list/contracts`;

/** The subscriber's contracts, and whether the provider offers their documents (not for provider 'cliente'). */
export const useContracts = () => useRead(CONTRACTS, (path: string) => http.get<ContractList>(path));

/** IXC's trust unlock (POST: it changes the contract); 200 with success or error and IXC's message either way. */
export const unlockContract = (id: string) => http.postOnce<TrustUnlockResult>(`${BASE}/contracts/unlock/${encodeURIComponent(id)}`);

export const downloadContract = (id: string) => http.get<ContractDocument>(`${BASE}/download/contract/${encodeURIComponent(id)}`);

/** 409 when the year cannot be settled (e.g. open invoices), with the server's explanation. */
export const downloadAnnualSettlement = (id: string, year: number) =>
  http.get<AnnualSettlementDocument>(`${BASE}/contract/${encodeURIComponent(id)}/annual-debt-settlement?year=${year}`);

/** Id and description of each contract, for pickers (the support request form). */
export const useShortContracts = () => useRead(`${CONTRACTS}/short`, (path: string) => http.get<ShortContractList>(path));
