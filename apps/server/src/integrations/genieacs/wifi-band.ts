import type { WifiBand } from '../acs-client';

/**
 * Which band a TR-098 `WLANConfiguration.{i}` serves. TR-098 has no standard band parameter, so this is inferred,
 * strongest hint first (docs/product/acs.md#genieacs; docs/decisions/020-device-management.md):
 * 1. a vendor extension naming the band (`X_HW_OperatingFrequencyBand`, `X_ZTE-COM_FrequencyBand`,
 *    `X_CT-COM_OperatingFrequencyBand`, any `X_…FrequencyBand`);
 * 2. `Standard`: `a` or `ac` is 5 GHz only, `b` or `g` 2.4 GHz only (`n` and `ax` exist on both: no hint);
 * 3. `Channel`: above 14 is 5 GHz, 1 to 14 is 2.4 GHz (0 is "auto": no hint);
 * 4. the instance index of the models known to differ (Intelbras and Greatek: .6 = 2.4, .1 = 5; TP-Link: .2 = 5);
 * 5. an SSID ending in "5G";
 * 6. the common default: instances 1 to 4 are 2.4 GHz, 5 and above 5 GHz.
 */
export interface Tr098WlanHints {
  index: number;
  manufacturer: string | null;
  /** Every leaf of the WLANConfiguration instance by name (`Standard`, `Channel`, `X_HW_…`), as text. */
  leaves: Record<string, string | undefined>;
  ssid: string;
}

export function tr098Band(hints: Tr098WlanHints): WifiBand {
  return (
    fromVendorExtension(hints.leaves) ??
    fromStandard(hints.leaves.Standard) ??
    fromChannel(hints.leaves.Channel) ??
    fromModelTable(hints) ??
    fromSsid(hints.ssid) ??
    (hints.index >= 5 ? '5.8' : '2.4')
  );
}

/** A band named by a radio (`2.4GHz`, `5GHz`, `6GHz`, or vendor spellings like `5G`); 6 GHz counts as the high band. */
export function bandFromName(value: string | undefined): WifiBand | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (/^2[.,]?4/.test(text)) return '2.4';
  if (/^(5|6)(\b|g|\.|ghz)/.test(text)) return '5.8';
  return undefined;
}

function fromVendorExtension(leaves: Tr098WlanHints['leaves']): WifiBand | undefined {
  for (const [name, value] of Object.entries(leaves)) {
    if (name.startsWith('X_') && /FrequencyBand$/i.test(name)) {
      const band = bandFromName(value);
      if (band) return band;
    }
  }
  return undefined;
}

function fromStandard(standard: string | undefined): WifiBand | undefined {
  const modes = new Set(
    (standard ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
  );
  if (modes.has('a') || modes.has('ac')) return '5.8';
  if (modes.has('b') || modes.has('g')) return '2.4';
  return undefined;
}

function fromChannel(channel: string | undefined): WifiBand | undefined {
  const number = Number(channel);
  if (!Number.isInteger(number) || number <= 0) return undefined;
  return number > 14 ? '5.8' : '2.4';
}

function fromModelTable({ manufacturer, index }: Tr098WlanHints): WifiBand | undefined {
  const maker = (manufacturer ?? '').toLowerCase();
  if (/intelbras|greatek/.test(maker)) return index === 6 ? '2.4' : index === 1 ? '5.8' : undefined;
  if (/tp-?link/.test(maker)) return index === 2 ? '5.8' : index === 1 ? '2.4' : undefined;
  return undefined;
}

const fromSsid = (ssid: string): WifiBand | undefined => (/5\s*g(hz)?$/i.test(ssid.trim()) ? '5.8' : undefined);
