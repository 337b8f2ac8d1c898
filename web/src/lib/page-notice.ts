/**
 * An alert that outlives a navigation: "account activated, log in" shown on /login, "the link
 * is invalid" shown on the Error2 page. It travels in the history entry's state, so it is
 * shown once where the user lands and never ends up in a URL.
 */
export interface PageNotice {
  kind: 'success' | 'error';
  text: string;
  /** The text's key in the reporter catalogues ('inboxTexts.sessionEnded'), for a screen that can say it in another language. */
  key?: string;
}

/** What sent a visitor to the Errors page, so that it can explain and offer the way on. */
export type ErrorCause = { kind: 'activationLink' } | { kind: 'resetLink' } | { kind: 'form'; formPath?: string };

/**
 * Options for `navigate(to, …)` that carry a notice to the next screen; to /login also the
 * account's e-mail, so that the login form starts filled in (after activation, reset, change).
 */
export function withNotice(
  notice: PageNotice,
  { replace = true, loginEmail, cause }: { replace?: boolean; loginEmail?: string; cause?: ErrorCause } = {},
) {
  return {
    replace,
    state: { notice, ...(loginEmail === undefined ? {} : { loginEmail }), ...(cause ? { cause } : {}) },
  };
}

/** Why the Errors page was reached, when the screen that sent the visitor said so. */
export function errorCauseFrom(state: unknown): ErrorCause | null {
  if (typeof state !== 'object' || state === null || !('cause' in state)) return null;
  const cause = state.cause as Partial<ErrorCause> | null;
  if (cause?.kind === 'activationLink' || cause?.kind === 'resetLink') return { kind: cause.kind };
  if (cause?.kind === 'form') {
    const { formPath } = cause as { formPath?: unknown };
    return typeof formPath === 'string' && formPath.startsWith('/form/')
      ? { kind: 'form', formPath }
      : { kind: 'form' };
  }
  return null;
}

/** The e-mail a screen sent to /login along with its notice, if any. */
export function loginEmailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('loginEmail' in state)) return null;
  const { loginEmail } = state;
  return typeof loginEmail === 'string' ? loginEmail : null;
}

/** The notice in a location's state, if there is one. */
export function noticeFrom(state: unknown): PageNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = state.notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { kind, text, key } = notice as Partial<PageNotice>;
  if ((kind !== 'success' && kind !== 'error') || typeof text !== 'string') return null;
  return typeof key === 'string' ? { kind, text, key } : { kind, text };
}
