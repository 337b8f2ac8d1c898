import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOrganisationKey } from '@/lib/organisation-key.js';
import { getReportContentQueryOptions } from '@/lib/report-api/get-report-content.js';
import { openRegisterEntry } from '../lib/register-entry.js';

/**
 * A report's register fields, decrypted in this browser: the content call, then the organisation
 * private key → report key → fields. Kept for the page's life (the CSV reuses what rows showed).
 */
export const registerEntryQueryOptions = (reportId: string, organisationPrivateKey: CryptoKey, kid: string) =>
  queryOptions({
    queryKey: ['register-entry', reportId, kid],
    queryFn: async ({ client }) =>
      openRegisterEntry(organisationPrivateKey, kid, await client.fetchQuery(getReportContentQueryOptions(reportId))),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The register fields of one report; `noKey` when this account holds no organisation key. */
export function useRegisterEntry(reportId: string) {
  const { status, key, kid } = useOrganisationKey();
  const query = useQuery({
    ...registerEntryQueryOptions(reportId, key as CryptoKey, kid),
    enabled: key !== null,
  });
  return { ...query, noKey: status === 'ready' && key === null };
}
