import { useQuery } from '@tanstack/react-query';
import { openReportAsOrganisation, type OpenedReport } from '@shared/crypto/submission.js';
import { useOrganisationKey } from '@/lib/organisation-key.js';
import { getReportContentQueryOptions, type ReportContent } from '@/lib/report-api/get-report-content.js';

export interface DecryptedReport extends OpenedReport {
  content: ReportContent;
}

/**
 * The report opened in this browser (docs/security.md): its content call, then the organisation
 * private key → the report key → fields, reporter data, file names. The report key also opens
 * notes, private files and the conversation. `keyError` when this account holds no organisation
 * key or the report key does not open (the spec's 'Błąd podczas pobierania klucza zgłoszenia').
 */
export function useOpenedReport(reportId: string) {
  const { status, key, kid } = useOrganisationKey();
  const query = useQuery({
    queryKey: ['opened-report', reportId, kid],
    queryFn: async ({ client }): Promise<DecryptedReport> => {
      const content = await client.fetchQuery(getReportContentQueryOptions(reportId));
      return { content, ...(await openReportAsOrganisation(key as CryptoKey, kid, content)) };
    },
    enabled: key !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const keyError = (status === 'ready' && key === null) || query.isError;
  return { opened: query.data ?? null, keyError, loading: !keyError && !query.data };
}
