import { Type, type Static } from 'typebox';
import { CONNECTION_VERDICTS, type ConnectionVerdict } from '../connection';

const VERDICT_KINDS = Object.keys(CONNECTION_VERDICTS) as ConnectionVerdict[];

/** 'Minha conexão' (docs/product/connection.md), under /api/central/customer/connection. */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A device on the router's network, as the ACS last heard: never the full MAC. */
export const ConnectedHost = Type.Object({
  /** The device's own name, or null when it gives none ('Aparelho sem nome'). */
  name: Nullable(Type.String()),
  /** The MAC address with its middle hidden, e.g. 'A4:2B:••:••:22:33'. */
  mac: Type.String(),
  link: Nullable(Type.Union([Type.Literal('wifi'), Type.Literal('cable')])),
});
export type ConnectedHost = Static<typeof ConnectedHost>;

export const RouterState = Type.Object({
  /** The id the devices API gives (GET /api/acs/devices), for the Wi-Fi page and the reboot. */
  device_id: Type.String(),
  online: Type.Boolean(),
  uptime_seconds: Nullable(Type.Number()),
  /** ISO date-time of the router's last contact with the ACS. */
  last_contact: Nullable(Type.String()),
  can_reboot: Type.Boolean(),
  /** Null when the ACS does not list the router's devices. */
  hosts: Nullable(Type.Array(ConnectedHost)),
});
export type RouterState = Static<typeof RouterState>;

export const ContractConnection = Type.Object({
  contract_id: Type.String(),
  /** The contract's description (its plan), as the contracts page names it. */
  description: Type.String(),
  /** The plan's download speed, e.g. '500 Mega'; null when IXC does not say. */
  plan_speed: Nullable(Type.String()),
  blocked: Type.Boolean(),
  /** The PPPoE session as IXC sees it; null when it could not be read or the contract has no login. */
  online: Nullable(Type.Boolean()),
  /** ISO date-time: since when connected (online) or when it dropped (offline); null when IXC has none. */
  last_connection: Nullable(Type.String()),
  signal_dbm: Nullable(Type.Number()),
  signal: Nullable(Type.Union([Type.Literal('good'), Type.Literal('attention'), Type.Literal('bad')])),
  router: Nullable(RouterState),
  /** Whether 'Reconectar' applies: the contract has a PPPoE login. */
  can_reconnect: Type.Boolean(),
  /** The facts that could not be read now: the page says so and shows the rest. */
  unchecked: Type.Array(Type.Union([Type.Literal('connection'), Type.Literal('signal'), Type.Literal('router')])),
  verdict: Type.String(),
  /** Which rule gave the verdict (connection.ts CONNECTION_VERDICTS), for how the page shows it. */
  verdict_kind: Type.Unsafe<ConnectionVerdict>(Type.String({ enum: VERDICT_KINDS })),
});
export type ContractConnection = Static<typeof ContractConnection>;

/** GET /api/central/customer/connection */
export const ConnectionStatus = Type.Object({
  contracts: Type.Array(ContractConnection),
  /** ISO date-time of the check (the answer may be up to 30 s old). */
  checked_at: Type.String(),
});
export type ConnectionStatus = Static<typeof ConnectionStatus>;

export const ReconnectParams = Type.Object({ contractId: Type.String({ pattern: '^\\d{1,12}$' }) });

/** POST /api/acs/device/{id}/reboot: 202 with the message, and whether the router took it now or will. */
export const RebootAnswer = Type.Object({
  message: Type.String(),
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('queued')]),
});
export type RebootAnswer = Static<typeof RebootAnswer>;
