import { useRequiredSession, useSessionKeys } from './session.js';

/**
 * The organisation private key of this session (it opens every report key), or null when this
 * account may not read content; `status` is 'loading' while the keys are read after a reload.
 */
export function useOrganisationKey() {
  const session = useRequiredSession();
  const keys = useSessionKeys(session.id);
  return { status: keys.status, key: keys.keys?.organisationPrivateKey ?? null, kid: session.keys.organisation.kid };
}
