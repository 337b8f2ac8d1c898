import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ZLinkParams } from '@shared/contracts/auth/schemas.js';
import { authTexts } from '@shared/messages/auth.js';
import { paths } from '@/config/paths.js';
import { ApiError } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import type { getActivationQueryOptions } from '../api/get-activation.js';
import type { getPasswordResetQueryOptions } from '../api/get-password-reset.js';

export type LinkQueryOptions = typeof getActivationQueryOptions | typeof getPasswordResetQueryOptions;
/** Which e-mailed link a page opens: the Errors page offers a new one of the same kind. */
export type LinkKind = 'activationLink' | 'resetLink';

/** The server's words for a refused link, without the status (an alert, then Error2). */
const linkFailureText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? error.message : authTexts.linkInvalid;

/**
 * The e-mail an activation or reset link belongs to. An unknown, used or expired link (the
 * server's 404) or a malformed one: the alert, then the Error2 page.
 */
export function useLinkEmail(linkQueryOptions: LinkQueryOptions, token: string, linkKind: LinkKind): string | null {
  const navigate = useNavigate();
  const wellFormed = ZLinkParams.safeParse({ token }).success;
  const link = useQuery({ ...linkQueryOptions(token), enabled: wellFormed });
  const failure = !wellFormed ? authTexts.linkInvalid : link.isError ? linkFailureText(link.error) : null;
  useEffect(() => {
    if (failure !== null)
      void navigate(paths.errors, withNotice({ kind: 'error', text: failure }, { cause: { kind: linkKind } }));
  }, [failure, navigate, linkKind]);
  return link.data?.email ?? null;
}
