import { useQuery } from '@tanstack/react-query';
import { getInvitation } from '@shared/contracts/users/get-invitation.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** Who an invitation is for (404: unknown, used, replaced or expired link). */
export const getInvitationQueryOptions = (token: string) => contractQueryOptions(getInvitation, { params: { token } });

export const useInvitation = (token: string, enabled: boolean) =>
  useQuery({ ...getInvitationQueryOptions(token), enabled });
