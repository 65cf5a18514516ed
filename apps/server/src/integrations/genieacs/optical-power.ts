/**
 * Where routers keep their PON optical power and in which unit, looked up in this order (docs/product/acs.md#genieacs).
 * The RX paths and units are those of public GenieACS integrations' per-model files (Flashman's `cpe-models`):
 * - `dBm`: a ready decimal such as `-19.52` (Huawei, Intelbras and Greatek under the misspelt `X_GponInterafceConfig`;
 *   FiberHome `X_FH_GponInterfaceConfig`; Nokia `X_ALU_OntOpticalParam`);
 * - `tenthMicrowatt`: a raw power in units of 0.1 µW, dBm = 10·log10(v·0.0001) (ZTE `X_ZTE-COM_WANPONInterfaceConfig`
 *   and `X_CMCC_GponInterfaceConfig`, TP-Link's TR-181 `X_TP_GPON_Config`); 0 is no light, so no reading;
 * - `milliDbm`: the standard TR-181 `Device.Optical.Interface.{i}` levels, in 0.001 dBm (BBF TR-181).
 * The TX leaf beside each RX leaf (`TXPower`; TR-181 `TransmitOpticalLevel`) is taken to share its unit. Only the
 * first optical interface (`.1`) of TR-181 is read, as on every model seen.
 */
export type OpticalUnit = 'dBm' | 'tenthMicrowatt' | 'milliDbm';

export interface OpticalSource {
  rx: string;
  tx: string;
  unit: OpticalUnit;
}

const IGD_WAN = 'InternetGatewayDevice.WANDevice.1';
const TR181_OPTICAL = 'Device.Optical.Interface.1';
const powers = (object: string, unit: OpticalUnit): OpticalSource => ({ rx: `${object}.RXPower`, tx: `${object}.TXPower`, unit });

export const OPTICAL_SOURCES: readonly OpticalSource[] = [
  powers(`${IGD_WAN}.X_GponInterafceConfig`, 'dBm'),
  powers(`${IGD_WAN}.X_FH_GponInterfaceConfig`, 'dBm'),
  powers('InternetGatewayDevice.X_ALU_OntOpticalParam', 'dBm'),
  powers(`${IGD_WAN}.X_ZTE-COM_WANPONInterfaceConfig`, 'tenthMicrowatt'),
  powers(`${IGD_WAN}.X_CMCC_GponInterfaceConfig`, 'tenthMicrowatt'),
  powers(`${TR181_OPTICAL}.X_TP_GPON_Config`, 'tenthMicrowatt'),
  { rx: `${TR181_OPTICAL}.OpticalSignalLevel`, tx: `${TR181_OPTICAL}.TransmitOpticalLevel`, unit: 'milliDbm' },
];

/** Every optical leaf, for the NBI projection. */
export const OPTICAL_POWER_PATHS: readonly string[] = OPTICAL_SOURCES.flatMap((source) => [source.rx, source.tx]);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A leaf's text in dBm, to two decimals; null when it is not a number, or is a raw power of zero (no light). */
export function toDbm(raw: string | undefined, unit: OpticalUnit): number | null {
  const text = (raw ?? '').trim().replace(',', '.');
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return null;
  if (unit === 'dBm') return round2(value);
  if (unit === 'milliDbm') return round2(value / 1000);
  return value > 0 ? round2(10 * Math.log10(value * 0.0001)) : null;
}

/**
 * The received and transmitted power of the first source the document has either leaf of (`leaf` reads a path's
 * text); both null when it has none.
 */
export function readOpticalPower(leaf: (path: string) => string | undefined): { rxDbm: number | null; txDbm: number | null } {
  const source = OPTICAL_SOURCES.find((candidate) => leaf(candidate.rx) !== undefined || leaf(candidate.tx) !== undefined);
  if (!source) return { rxDbm: null, txDbm: null };
  return { rxDbm: toDbm(leaf(source.rx), source.unit), txDbm: toDbm(leaf(source.tx), source.unit) };
}
