import { object, string, type ObjectSchema } from 'yup';
import { WIFI_MESSAGES, wifiConfirmationProblem, wifiPasswordProblem } from '@central/domain';
import type { Device, WifiItem } from '@central/domain/api';

export type WifiFormValues = { password: string; confirmation: string };

/** The rule and texts of docs/product/subscriber.md#wi-fi-and-routers (the domain's, the server's), then the confirmation. */
export const wifiPasswordSchema: ObjectSchema<WifiFormValues> = object({
  password: string()
    .defined()
    .test('wifi-password', (value, context) => {
      const problem = wifiPasswordProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  confirmation: string()
    .defined()
    .test('wifi-confirmation', (value, context) => {
      const problem = wifiConfirmationProblem((context.parent as Partial<WifiFormValues>).password ?? '', value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
});

export type WifiNetworkChoice = WifiItem & { band: '2.4' | '5.8' };

/** Every network of the router, 2.4 GHz first. */
export function networksOf(device: Pick<Device, 'deviceInfo'>): WifiNetworkChoice[] {
  const { wlanData } = device.deviceInfo;
  return [
    ...wlanData['2.4'].map((item) => ({ ...item, band: '2.4' as const })),
    ...wlanData['5.8'].map((item) => ({ ...item, band: '5.8' as const })),
  ];
}

/** The unified network: the main network of each band (the first one; others are usually guest networks). */
export function unifiedKeys(device: Pick<Device, 'deviceInfo'>): string[] {
  const { wlanData } = device.deviceInfo;
  return [wlanData['2.4'][0]?.key, wlanData['5.8'][0]?.key].filter((key): key is string => Boolean(key));
}

/** Unified is offered when the router has both bands; a single-band router changes its one network. */
export const canUnify = (device: Pick<Device, 'deviceInfo'>) => unifiedKeys(device).length === 2;

export { WIFI_MESSAGES };
