import { Type, type Static } from 'typebox';

/** POST /api/central/provider/send/notification. Loose on purpose: each bad field gets its own pt-BR text. */
export const SendBroadcastBody = Type.Object({
  title: Type.Optional(Type.Unknown()),
  message: Type.Optional(Type.Unknown()),
});
export type SendBroadcastBody = Static<typeof SendBroadcastBody>;

export const BroadcastSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  created_at: Type.String(),
  state: Type.Union([Type.Literal('queued'), Type.Literal('sending'), Type.Literal('done')]),
  sent: Type.Integer(),
  failed: Type.Integer(),
  removed: Type.Integer(),
});
export type BroadcastSummary = Static<typeof BroadcastSummary>;

export const SentBroadcast = Type.Object({ message: Type.String(), broadcast: BroadcastSummary });
export type SentBroadcast = Static<typeof SentBroadcast>;

/** GET /api/central/provider/notifications: the latest broadcasts, newest first. */
export const RecentBroadcasts = Type.Object({ broadcasts: Type.Array(BroadcastSummary) });
export type RecentBroadcasts = Static<typeof RecentBroadcasts>;

/** GET /api/central/provider/subscriptions/count: the provider's opted-in devices. */
export const DeviceCount = Type.Object({ devices: Type.Integer() });
export type DeviceCount = Static<typeof DeviceCount>;
