import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ZLinkParams } from '@shared/contracts/auth/schemas.js';
import { authTexts } from '@shared/messages/auth.js';
import { paths } from '../../../config/paths.js';
import { errorText } from '../../../lib/api-errors.js';
import { withNotice } from '../../../lib/page-notice.js';
import type { getActivationQueryOptions } from '../api/get-activation.js';
import type { getPasswordResetQueryOptions } from '../api/get-password-reset.js';

export type LinkQueryOptions = typeof getActivationQueryOptions | typeof getPasswordResetQueryOptions;

/**
 * The e-mail an activation or reset link belongs to. An unknown, used or expired link (the
 * server's 404) or a malformed one: the alert, then the Error2 page (doc 2 §8).
 */
export function useLinkEmail(linkQueryOptions: LinkQueryOptions, token: string): string | null {
  const navigate = useNavigate();
  const wellFormed = ZLinkParams.safeParse({ token }).success;
  const link = useQuery({ ...linkQueryOptions(token), enabled: wellFormed });
  const failure = !wellFormed ? authTexts.linkInvalid : link.isError ? errorText(link.error) : null;

  useEffect(() => {
    if (failure !== null) navigate(paths.errors, withNotice({ kind: 'error', text: failure }));
  }, [failure, navigate]);
  return link.data?.email ?? null;
}
