/** docs/product/subscriber.md#wi-fi-and-routers: /panel/devices and /panel/device/{device_id} (the id is opaque, never a raw serial). */
export const DEVICE_PATHS = {
  list: '/panel/devices',
  device: (id: string) => `/panel/device/${encodeURIComponent(id)}`,
} as const;
