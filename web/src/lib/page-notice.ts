/**
 * An alert that outlives a navigation: "account activated, log in" shown on /login, "the link
 * is invalid" shown on the Error2 page. It travels in the history entry's state, so it is
 * shown once where the user lands and never ends up in a URL.
 */
export interface PageNotice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Options for `navigate(to, …)` that carry a notice to the next screen; to /login also the
 * account's e-mail, so that the login form starts filled in (after activation, reset, change).
 */
export function withNotice(notice: PageNotice, { replace = true, loginEmail }: { replace?: boolean; loginEmail?: string } = {}) {
  return { replace, state: loginEmail === undefined ? { notice } : { notice, loginEmail } };
}

/** The e-mail a screen sent to /login along with its notice, if any. */
export function loginEmailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('loginEmail' in state)) return null;
  const { loginEmail } = state as { loginEmail: unknown };
  return typeof loginEmail === 'string' ? loginEmail : null;
}

/** The notice in a location's state, if there is one. */
export function noticeFrom(state: unknown): PageNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { kind, text } = notice as Partial<PageNotice>;
  return (kind === 'success' || kind === 'error') && typeof text === 'string' ? { kind, text } : null;
}
