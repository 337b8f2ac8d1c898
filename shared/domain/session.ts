/** Session lifetimes (DESIGN §6). */
export const staffSession = {
  cookieName: 'ostoja_sid',
  csrfHeader: 'x-csrf-token',
  idleSeconds: 30 * 60,
  absoluteSeconds: 12 * 60 * 60,
} as const;

/** Reporter inbox token: bound to one report, 900 s, renewable (spec doc 2 §9). */
export const inboxSession = {
  header: 'x-inbox-token',
  seconds: 900,
} as const;
