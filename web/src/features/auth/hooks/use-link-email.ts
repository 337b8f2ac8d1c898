import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ZLinkParams } from '@shared/contracts/auth/schemas.js';
import type { getActivation, getPasswordReset } from '@shared/contracts/index.js';
import { authTexts } from '@shared/messages/auth.js';
import { paths } from '../../../config/paths.js';
import { callApi } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/api-errors.js';
import { withNotice } from '../../../lib/page-notice.js';

/**
 * The e-mail an activation or reset link belongs to. An unknown, used or expired link (the
 * server's 404) or a malformed one: the alert, then the Error2 page (doc 2 §8).
 */
export function useLinkEmail(contract: typeof getActivation | typeof getPasswordReset, token: string): string | null {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!ZLinkParams.safeParse({ token }).success) {
      navigate(paths.errors, withNotice({ kind: 'error', text: authTexts.linkInvalid }));
      return;
    }
    const controller = new AbortController();
    callApi(contract, { params: { token }, signal: controller.signal }).then(
      (answer) => setEmail(answer.email),
      (failure: unknown) => {
        if (!controller.signal.aborted) navigate(paths.errors, withNotice({ kind: 'error', text: errorText(failure) }));
      },
    );
    return () => controller.abort();
  }, [contract, token, navigate]);
  return email;
}
