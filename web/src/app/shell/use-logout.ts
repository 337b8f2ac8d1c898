import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.js';
import { useEndServerSession } from '@/features/auth/api/logout.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import { endLocalSession } from '@/lib/session.js';

/**
 * 'Wyloguj': ends the session on the server, then — whatever the answer — forgets
 * the CSRF token and the unlocked keys and returns to /login. A failure is shown there as an
 * alert with status and text; a 401 means the session had already ended, which is no failure.
 * What the session loaded is dropped from the query cache.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: endServerSession } = useEndServerSession();
  return useCallback(async () => {
    let failure: string | null = null;
    try {
      await endServerSession({});
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) failure = errorText(error);
    }
    await endLocalSession();
    queryClient.clear();
    void navigate(paths.login, failure ? withNotice({ kind: 'error', text: failure }) : { replace: true });
  }, [navigate, queryClient, endServerSession]);
}
