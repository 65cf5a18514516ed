import { Type, type Static } from 'typebox';
import { ContractAddress } from './invoices';

export const InternetStatus = Type.Object({
  /** IXC's status_internet: A, CM, CA, FA, AA, D, … */
  code: Type.String(),
  /** 'Ativo', 'Bloqueado', 'Financeiro Pendente', 'Aguardando Assinatura' or 'Contrato desativado'. */
  text: Type.String(),
  active: Type.Boolean(),
  blocked: Type.Boolean(),
});
export type InternetStatus = Static<typeof InternetStatus>;

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * Why IXC would refuse a trust unlock (docs/product/subscriber.md#contracts): 'inactive' is its code 109,
 * 'already_active' its 107, 'used_unpaid' its 113; 'not_enabled' when the contract does not offer it, 'not_blocked'
 * when nothing is blocked.
 */
export const TrustUnlockRefusal = Type.Union([
  Type.Literal('inactive'),
  Type.Literal('already_active'),
  Type.Literal('not_blocked'),
  Type.Literal('not_enabled'),
  Type.Literal('used_unpaid'),
]);
export type TrustUnlockRefusal = Static<typeof TrustUnlockRefusal>;

/** Whether 'Desbloqueio de Confiança' would be accepted; when not, why, with the last use and its payment deadline. */
export const TrustUnlockAvailability = Type.Object({
  available: Type.Boolean(),
  reason: Type.Union([TrustUnlockRefusal, Type.Null()]),
  lastUsedOn: Type.Union([IsoDay, Type.Null()]),
  payBy: Type.Union([IsoDay, Type.Null()]),
});
export type TrustUnlockAvailability = Static<typeof TrustUnlockAvailability>;

export const Contract = Type.Object({
  id: Type.String(),
  description: Type.String(),
  status: InternetStatus,
  activationDate: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
  address: ContractAddress,
  services: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  trustUnlock: TrustUnlockAvailability,
});
export type Contract = Static<typeof Contract>;

export const ContractList = Type.Object({
  contracts: Type.Array(Contract),
  /** False for providers that do not offer contract downloads or the annual settlement. */
  documentsAvailable: Type.Boolean(),
});
export type ContractList = Static<typeof ContractList>;

export const ShortContract = Type.Object({ id: Type.String(), description: Type.String() });
export const ShortContractList = Type.Object({ contracts: Type.Array(ShortContract) });
export type ShortContractList = Static<typeof ShortContractList>;

export const ContractIdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,12}$' }) });

/** IXC's answer to a trust unlock, in the product's words: success or not, and IXC's message. */
export const TrustUnlockResult = Type.Object({
  type: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  message: Type.String(),
});
export type TrustUnlockResult = Static<typeof TrustUnlockResult>;

export const AnnualSettlementQuery = Type.Object({ year: Type.Optional(Type.String({ maxLength: 6 })) });

export const ContractDocument = Type.Object({ fileName: Type.String(), contractBase64: Type.String() });
export type ContractDocument = Static<typeof ContractDocument>;

export const AnnualSettlementDocument = Type.Object({ fileName: Type.String(), annualDebtSettlement: Type.String() });
export type AnnualSettlementDocument = Static<typeof AnnualSettlementDocument>;
