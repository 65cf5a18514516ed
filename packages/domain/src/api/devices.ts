import { Type, type Static } from 'typebox';

/**
 * The subscriber's routers and their Wi-Fi (docs/product/subscriber.md#wi-fi-and-routers, under /api/acs). A device's
 * `id` is opaque (the ACS's own id, encoded): never a raw serial in a URL. Serial numbers are masked in part.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const DeviceSummary = Type.Object({
  id: Type.String(),
  /** Masked in part: the first and last characters show, enough to tell two routers apart. */
  serialNumber: Type.String(),
  manufacturer: Nullable(Type.String()),
  model: Nullable(Type.String()),
  pppLogin: Type.String(),
  /** The subscriber's contract the login belongs to. */
  contractId: Nullable(Type.String()),
  /** ISO date-time of the router's last contact with the ACS. */
  lastContact: Nullable(Type.String()),
  online: Type.Boolean(),
});
export type DeviceSummary = Static<typeof DeviceSummary>;

/** GET /api/acs/devices */
export const DeviceList = Type.Object({ devices: Type.Array(DeviceSummary) });
export type DeviceList = Static<typeof DeviceList>;

export const DevicesQuery = Type.Object({
  /** The API lists `qtype=[...]`; the portal always searches by the subscriber's own PPPoE logins (docs/product/acs.md#whose-routers). */
  qtype: Type.Optional(Type.String({ maxLength: 200 })),
});

/** One network of a band (docs/product/subscriber.md#wi-fi-and-routers: each item with path and password). */
export const WifiItem = Type.Object({
  /** What a change names: `{lan},{wlan}` (docs/product/acs.md#whose-routers). */
  key: Type.String(),
  path: Type.String(),
  ssid: Type.String(),
  /** The current password, to its owner only; null when neither the ACS nor a change made here can tell it. */
  password: Nullable(Type.String()),
});
export type WifiItem = Static<typeof WifiItem>;

/** GET /api/acs/device/{id}: the Device (docs/product/subscriber.md#wi-fi-and-routers), with the summary's fields. */
export const Device = Type.Object({
  ...DeviceSummary.properties,
  deviceInfo: Type.Object({
    manufacturer: Nullable(Type.String()),
    pppLogin: Type.String(),
    wlanData: Type.Object({ '2.4': Type.Array(WifiItem), '5.8': Type.Array(WifiItem) }),
  }),
  deviceParameters: Type.Object({ pppLogin: Type.String() }),
});
export type Device = Static<typeof Device>;

export const DeviceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 400 }) });
/** PATCH /api/acs/device/{id}/{lan},{wlan} (docs/product/subscriber.md#wi-fi-and-routers): one network. */
export const DeviceNetworkParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 400 }),
  network: Type.String({ minLength: 1, maxLength: 120 }),
});

/** Loose on purpose: each bad field gets its pt-BR text (packages/domain wifi.ts) instead of a schema error. */
export const WifiPasswordBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 200 })),
  /** The repeated password; checked when sent (the web always sends it). */
  confirmation: Type.Optional(Type.String({ maxLength: 200 })),
});
export type WifiPasswordBody = Static<typeof WifiPasswordBody>;

/** PATCH /api/acs/device/{id}/wifi: the unified network (both bands at once) or one band, in one ACS request. */
export const WifiChangeBody = Type.Object({
  ...WifiPasswordBody.properties,
  /** The networks' keys; both bands' for the unified network. */
  networks: Type.Optional(Type.Array(Type.String({ maxLength: 120 }), { maxItems: 8 })),
});
export type WifiChangeBody = Static<typeof WifiChangeBody>;

export const WifiChangeResult = Type.Object({
  key: Type.String(),
  band: Type.Union([Type.Literal('2.4'), Type.Literal('5.8')]),
  /** applied: the router took it; queued: it will when it next connects; failed: it did not. */
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('queued'), Type.Literal('failed')]),
  message: Type.String(),
});
export type WifiChangeResult = Static<typeof WifiChangeResult>;

export const WifiChangeAnswer = Type.Object({
  /** 'Senha alterada com sucesso' when no band failed; else the failure, and `results` says which band. */
  message: Type.String(),
  results: Type.Array(WifiChangeResult),
});
export type WifiChangeAnswer = Static<typeof WifiChangeAnswer>;
