import type { DeviceSummary } from '@central/domain/api';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** 'Huawei EG8145V5', or whichever half the ACS knows, or 'Roteador'. */
export function deviceName(device: Pick<DeviceSummary, 'manufacturer' | 'model'>): string {
  return [device.manufacturer, device.model].filter(Boolean).join(' ') || DEVICES_TEXT.unnamed;
}

/** The last contact as the subscriber reads it, in the phone's own time zone; 'Nunca' when the router never informed. */
export function lastContactText(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : DEVICES_TEXT.never;
}
