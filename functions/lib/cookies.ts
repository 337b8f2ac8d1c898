import { staffSession } from '@shared/domain/session.js';

/** The staff session cookie: HttpOnly, Secure, SameSite=Strict, for the session's absolute lifetime. */
export const sessionCookie = (sessionId: string): string =>
  `${staffSession.cookieName}=${sessionId}; Path=/api; HttpOnly; Secure; SameSite=Strict; Max-Age=${staffSession.absoluteSeconds}`;

export const clearedSessionCookie = (): string =>
  `${staffSession.cookieName}=; Path=/api; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
