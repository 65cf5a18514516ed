import { ACTIVATION_MESSAGES, BOOKS_MESSAGES, isValidEmail } from '@central/domain';
import type { BooksActivationBody } from '@central/domain/api';

/** A Brazilian phone as the books payload wants it: area code and number apart, digits only. */
export function splitPhone(phone: string | null): { ddd: string; telefone: string } {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  return digits.length >= 10 ? { ddd: digits.slice(0, 2), telefone: digits.slice(2) } : { ddd: '', telefone: digits };
}

/** The Toca Livros account the subscriber asks for: user, a password of 6 to 30 characters, and a valid e-mail. */
export function booksAccountProblems(body: BooksActivationBody): Record<string, string> {
  const problems: Record<string, string> = {};
  const user = body.user?.trim() ?? '';
  const password = body.password ?? '';
  const email = body.email?.trim() ?? '';
  if (!user) problems.user = BOOKS_MESSAGES.userRequired;
  if (!password) problems.password = BOOKS_MESSAGES.passwordRequired;
  else if (password.length < 6 || password.length > 30) problems.password = BOOKS_MESSAGES.passwordLength;
  if (!email) problems.email = ACTIVATION_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) problems.email = ACTIVATION_MESSAGES.emailInvalid;
  return problems;
}
