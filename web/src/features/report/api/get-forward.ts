import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/contract.js';
import type { listForwards } from '@shared/contracts/forwards/list-forwards.js';
import { getForward } from '@shared/contracts/forwards/get-forward.js';
import { callApi } from '@/lib/api-client.js';
import { getForwardsQueryOptions } from './list-forwards.js';

/**
 * The per-row 'Odśwież status' (the spec's refresh external status): one forward as it is now,
 * put in its place in the list.
 */
export function useRefreshForward(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (forwardId: string) => callApi(getForward, { params: { reportId, forwardId } }),
    onSuccess: (fresh) =>
      queryClient.setQueryData<ResponseOf<typeof listForwards>>(getForwardsQueryOptions(reportId).queryKey, (list) =>
        list
          ? { forwards: list.forwards.map((forward) => (forward.forwardId === fresh.forwardId ? fresh : forward)) }
          : list,
      ),
  });
}
