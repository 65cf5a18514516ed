import { redirect } from 'react-router';
import { isApiError } from '@/lib/http';
import { fetchChangePasswordPermission, fetchCodeDestination, fetchProtectedEmails } from '@/features/recovery/api';
import { RECOVERY_STEPS } from '@/features/recovery/steps';

/** Each step needs the cookie the previous one left; without it (or once expired) the flow starts over. */
async function orStartOver<T>(load: () => Promise<T>): Promise<T | Response> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) return redirect(RECOVERY_STEPS.cpfCnpj);
    throw error;
  }
}

export const chooseEmailLoader = () => orStartOver(fetchProtectedEmails);
export const verificationCodeLoader = () => orStartOver(fetchCodeDestination);
export const newPasswordLoader = () => orStartOver(fetchChangePasswordPermission);
