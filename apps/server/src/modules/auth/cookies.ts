import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie names are part of the contract with the web app (docs/product/subscriber.md#sign-in). */
export const COOKIES = {
  session: 'validToken',
  documentChecked: 'cpfCnpjValidationToken',
  codeSent: 'verificationCodeToken',
  codeVerified: 'changePasswordToken',
} as const;

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Secure everywhere except plain-HTTP development hosts, where browsers would drop a Secure cookie. */
export function isLocalDevelopmentHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

export function setCookie(request: FastifyRequest, reply: FastifyReply, name: CookieName, value: string, maxAgeSeconds: number): void {
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalDevelopmentHost(request.hostname),
    maxAge: maxAgeSeconds,
  });
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: CookieName): void {
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: !isLocalDevelopmentHost(request.hostname) });
}
