import { useRead } from '@/lib/use-read';
import type { AdminCardPaymentList, AdminCardPaymentReviewAnswer, AdminCardPaymentReviewBody } from '@central/domain/api';
import { http } from '@/lib/http';

const base = (clientId: string) => `/api/payment/customer/${encodeURIComponent(clientId)}/card-payments`;

/** The provider's card payments awaiting review (the server's default filter), newest first. */
export const cardPaymentsKey = (clientId: string) => base(clientId);

export const useCardPaymentsToReview = (clientId: string) =>
  useRead(cardPaymentsKey(clientId), (path: string) => http.get<AdminCardPaymentList>(path));

/** 400 with `fields`; 404 for a payment not of this provider; 409 once it was reviewed (by someone else). */
export const reviewCardPayment = (clientId: string, paymentId: string, body: AdminCardPaymentReviewBody) =>
  http.postOnce<AdminCardPaymentReviewAnswer>(`${base(clientId)}/${encodeURIComponent(paymentId)}/review`, body);
