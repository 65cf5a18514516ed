import { HOST_TABLES } from './connected-hosts';
import { OPTICAL_POWER_PATHS } from './optical-power';

/**
 * The NBI requests and TR-069 paths the adapter names. Only parameters GenieACS has already fetched exist in a
 * device document, and the PPPoE connection's indices vary by model, so the username is looked for at the usual
 * indices of both data models plus the `VirtualParameters.pppoeUsername` many operators define for this.
 */
const TR098_PPP_USERNAMES = [1, 2, 3, 4].flatMap((connection) =>
  [1, 2].map((ppp) => `InternetGatewayDevice.WANDevice.1.WANConnectionDevice.${connection}.WANPPPConnection.${ppp}.Username`),
);
const TR181_PPP_USERNAMES = [1, 2].map((index) => `Device.PPP.Interface.${index}.Username`);

/** Where a device's PPPoE username may be, in the order the adapter trusts them. */
export const PPPOE_USERNAME_PATHS: readonly string[] = ['VirtualParameters.pppoeUsername', ...TR098_PPP_USERNAMES, ...TR181_PPP_USERNAMES];

/** Seconds since boot, TR-098 then TR-181. */
export const UPTIME_PATHS: readonly string[] = ['InternetGatewayDevice.DeviceInfo.UpTime', 'Device.DeviceInfo.UpTime'];

const SUMMARY_FIELDS = ['_id', '_deviceId', '_lastInform', ...PPPOE_USERNAME_PATHS, ...UPTIME_PATHS, ...OPTICAL_POWER_PATHS];

/** The Wi-Fi subtrees: TR-098's WLANConfiguration tables (LANDevice 1 and 2), TR-181's WiFi SSID/AccessPoint/Radio. */
const WIFI_SUBTREES = [
  'InternetGatewayDevice.LANDevice.1.WLANConfiguration',
  'InternetGatewayDevice.LANDevice.2.WLANConfiguration',
  'Device.WiFi.Radio',
  'Device.WiFi.SSID',
  'Device.WiFi.AccessPoint',
];

/** `GET /devices/?query=&projection=` matching any of the logins at any username path: one request. */
export function findByLoginsQuery(logins: readonly string[]): { query: string; projection: string } {
  const anyOf = PPPOE_USERNAME_PATHS.map((path) => ({ [path]: { $in: [...logins] } }));
  return { query: JSON.stringify({ $or: anyOf }), projection: SUMMARY_FIELDS.join(',') };
}

/** `GET /devices/?query={"_id":…}&projection=` with the summary fields, the Wi-Fi subtrees and the host tables. */
export function readDeviceQuery(acsId: string): { query: string; projection: string } {
  const subtrees = [...WIFI_SUBTREES, HOST_TABLES.tr098, HOST_TABLES.tr181];
  return { query: JSON.stringify({ _id: acsId }), projection: [...SUMMARY_FIELDS, ...subtrees].join(',') };
}

/** `GET /faults/?query={"_id":"<device>:task_<task>"}`: the fault GenieACS records for a task (`lib/cwmp/db.ts`). */
export const taskFaultQuery = (acsId: string, taskId: string) => ({ query: JSON.stringify({ _id: `${acsId}:task_${taskId}` }) });

/** The device's id escapes `-` and the like as `%XX`; that `%` must be encoded again in the URL path. */
export const deviceTasksPath = (acsId: string) => `/devices/${encodeURIComponent(acsId)}/tasks`;

/** Operation names for `AcsError`, without query strings. */
export const OPERATIONS = {
  devices: 'GET /devices/',
  task: 'POST /devices/{id}/tasks',
  faults: 'GET /faults/',
} as const;
