import { Type, type Static } from 'typebox';

/**
 * The subscriber's cloud storage, ATP Box over Nextcloud (docs/product/partners.md#atp-box-cloud-storage). Request
 * bodies are loose on purpose (fields optional, strings bounded) so that each bad field gets its own pt-BR text
 * (packages/domain cloud-storage.ts) instead of a schema error; a 400 lists those texts comma-separated in `message`
 * and each one in `fields`. Quotas are GB with at most one decimal (1 GB = 1024^3 bytes, decision 018).
 */

/** Which ATP Box app (`cloudServiceId`, the customer app's id) and contract a call is about. */
const ServiceQuery = {
  /** The ATP Box app; optional when only one of the provider's ATP Box apps entitles the contract. */
  cloudServiceId: Type.Optional(Type.String({ maxLength: 64 })),
};

/** A contract's group at the provider's Nextcloud, one per contract and app. */
export const CloudGroup = Type.Object({
  /** Nextcloud's group id, `{client_id}-{contract id}`: what GET /customer/list/cloud-group-users/{groupId} takes. */
  id: Type.String(),
  contractId: Type.String(),
  cloudServiceId: Type.String(),
  /** GB the contract's plan gives (from the entitling item's name); null when the name does not say. */
  quotaLimit: Type.Union([Type.Integer(), Type.Null()]),
});
export type CloudGroup = Static<typeof CloudGroup>;

/** A cloud-storage user (docs/product/partners.md#atp-box-cloud-storage); the password is never read back. */
export const CloudUser = Type.Object({
  id: Type.String(),
  displayname: Type.String(),
  email: Type.String(),
  /** GB; null for an account without a limit. */
  quota: Type.Union([Type.Number(), Type.Null()]),
  quotaUnitType: Type.Literal('GB'),
  /** GB in use, to one decimal. */
  used: Type.Number(),
});
export type CloudUser = Static<typeof CloudUser>;

/** GET /customer/find/cloud-group/{id} (id = contract id) and POST /customer/create/cloud-group. */
export const CloudGroupAnswer = Type.Object({ group: CloudGroup });
export type CloudGroupAnswer = Static<typeof CloudGroupAnswer>;

export const CloudContractParams = Type.Object({ id: Type.String({ maxLength: 20 }) });
export const CloudServiceQuery = Type.Object(ServiceQuery);
export type CloudServiceQuery = Static<typeof CloudServiceQuery>;

/** POST /customer/create/cloud-group. `customerCpfOrCnpj` and `customerName` are taken but not trusted: the session's are used. */
export const NewCloudGroupBody = Type.Object({
  contractId: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Integer()])),
  customerCpfOrCnpj: Type.Optional(Type.String({ maxLength: 30 })),
  customerName: Type.Optional(Type.String({ maxLength: 200 })),
  ...ServiceQuery,
});
export type NewCloudGroupBody = Static<typeof NewCloudGroupBody>;

export const CloudGroupParams = Type.Object({ groupId: Type.String({ maxLength: 120 }) });

/** GET /customer/list/cloud-group-users/{groupId}: the users, and how many of the plan's GB they hold. */
export const CloudGroupUsers = Type.Object({
  users: Type.Array(CloudUser),
  quotaLimit: Type.Union([Type.Integer(), Type.Null()]),
  quotaAssigned: Type.Number(),
});
export type CloudGroupUsers = Static<typeof CloudGroupUsers>;

/** POST /customer/create/cloud-user. A blank `userId` makes the e-mail the login name. */
export const NewCloudUserBody = Type.Object({
  cloudServiceId: Type.Optional(Type.String({ maxLength: 64 })),
  contractId: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Integer()])),
  displayName: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
  /** GB as typed ('1,5') or a number; the string comes first so that a text like '1e3' is not coerced into a number. */
  quota: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Number()])),
  quotaUnitType: Type.Optional(Type.String({ maxLength: 10 })),
  userId: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type NewCloudUserBody = Static<typeof NewCloudUserBody>;

/** 201 to POST /customer/create/cloud-user. */
export const CloudUserSaved = Type.Object({ message: Type.String(), user: CloudUser });
export type CloudUserSaved = Static<typeof CloudUserSaved>;

/**
 * PUT /customer/edit/cloud-user: one field per call (docs/product/partners.md#atp-box-cloud-storage), `key` one of
 * displayname (or name), email, password, quota (GB). Each call is applied whole or not at all; rolling back earlier
 * calls is the form's job.
 */
export const EditCloudUserBody = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 200 })),
  key: Type.Optional(Type.String({ maxLength: 40 })),
  value: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Number()])),
  contractId: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Integer()])),
  cloudServiceId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type EditCloudUserBody = Static<typeof EditCloudUserBody>;

/** DELETE /customer/delete/cloud-user/{id}: `contractId` (query) narrows the search to one contract's group. */
export const CloudUserParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
export const DeleteCloudUserQuery = Type.Object({ contractId: Type.Optional(Type.String({ maxLength: 20 })), ...ServiceQuery });
export type DeleteCloudUserQuery = Static<typeof DeleteCloudUserQuery>;
