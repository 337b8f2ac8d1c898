import { useQueryClient } from '@tanstack/react-query';
import { completeSetupStep } from '@shared/contracts/dashboard/complete-setup-step.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSetupChecklistQueryOptions } from './get-setup-checklist.js';

/** Marks a first step (recovery key kept, form link copied); the checklist shows the answer at once. */
export function useCompleteSetupStep() {
  const queryClient = useQueryClient();
  return useContractMutation(completeSetupStep, {
    onSuccess: (state) => queryClient.setQueryData(getSetupChecklistQueryOptions().queryKey, state),
  });
}
