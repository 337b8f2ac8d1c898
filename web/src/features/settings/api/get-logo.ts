import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLogo } from '@shared/contracts/settings/get-logo.js';
import { callApi } from '@/lib/api-client.js';
import { ApiError } from '@/lib/api-errors.js';
import { contractKey } from '@/lib/contract-query.js';

/**
 * The logo's bytes: the server gives a short-lived address of the PNG, the page reads it there
 * (the CSP lets images come only from the site, `data:` and `blob:`; the files bucket is a
 * `connect-src`), and shows it as a blob.
 */
export const getLogoImageQueryOptions = (logoId: string) =>
  queryOptions<Blob>({
    queryKey: [...contractKey(getLogo), logoId],
    queryFn: async ({ signal }) => {
      const { url } = await callApi(getLogo, { signal });
      const answer = await fetch(url, { signal });
      if (!answer.ok)
        throw new ApiError({ status: answer.status, code: 'UNAVAILABLE', message: answer.statusText || 'Logo' });
      return answer.blob();
    },
    staleTime: Infinity,
  });

export const useLogoImage = (logoId: string) => useQuery(getLogoImageQueryOptions(logoId));
