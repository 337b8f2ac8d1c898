import { staffSession } from '@shared/domain/session.js';

/**
 * The staff session cookie: HttpOnly, Secure, SameSite=Strict, Path=/ (its `__Host-` name demands
 * Secure and Path=/), for the session's absolute lifetime. Browsers accept Secure cookies from
 * http://localhost, so the local runtime sets the same cookie.
 */
export const sessionCookie = (sessionId: string): string =>
  `${staffSession.cookieName}=${sessionId}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${staffSession.absoluteSeconds}`;

export const clearedSessionCookie = (): string =>
  `${staffSession.cookieName}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
