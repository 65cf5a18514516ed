import { useRead } from '@/lib/use-read';
import type { AdminCardSettings, AdminCardSettingsAnswer, AdminCardSettingsBody, AdminCardSettingsRead } from '@central/domain/api';
import { http } from '@/lib/http';
import type { CardSettingsStep } from './customer-form/card-settings-step';

export const cardSettingsKey = (clientId: string) => `/api/payment/customer/${encodeURIComponent(clientId)}/card-settings`;

/** null: the provider takes no cards yet, an empty section. */
const fetchCardSettings = async (path: string): Promise<AdminCardSettings | null> =>
  (await http.get<AdminCardSettingsRead>(path)).card_settings;

export const useCustomerCardSettings = (clientId: string) => useRead(cardSettingsKey(clientId), fetchCardSettings);

/** Creates or edits; an empty merchant key keeps the stored one. */
export const saveCardSettings = (clientId: string, body: AdminCardSettingsBody) =>
  http.put<AdminCardSettingsAnswer>(cardSettingsKey(clientId), body);

export const deleteCardSettings = (clientId: string) => http.delete<void>(cardSettingsKey(clientId));

/** Carries out what saving the provider form means for its card settings (cardSettingsStepFor). */
export async function runCardSettingsStep(clientId: string, step: CardSettingsStep): Promise<void> {
  if (step.kind === 'save') await saveCardSettings(clientId, step.body);
  else if (step.kind === 'delete') await deleteCardSettings(clientId);
}
