import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { createProcedureVersion } from '@shared/contracts/settings/create-procedure-version.js';
import { getProcedure } from '@shared/contracts/settings/get-procedure.js';
import { publishProcedure } from '@shared/contracts/settings/publish-procedure.js';
import { recordProcedureComments } from '@shared/contracts/settings/record-procedure-comments.js';
import { startProcedureConsultation } from '@shared/contracts/settings/start-procedure-consultation.js';
import { updateProcedureDraft } from '@shared/contracts/settings/update-procedure-draft.js';
import { contractQueryOptions, useContractMutation } from '@/lib/contract-query.js';

export type ProcedureData = ResponseOf<typeof getProcedure>;
export type ProcedureVersion = ProcedureData['versions'][number];

const procedureQuery = () => contractQueryOptions(getProcedure);

/** The procedure's facts and versions (main administrator). */
export const useProcedure = () => useQuery(procedureQuery());

const changing = { invalidates: [procedureQuery().queryKey] };

export const useCreateProcedureVersion = () => useContractMutation(createProcedureVersion, changing);
export const useUpdateProcedureDraft = () => useContractMutation(updateProcedureDraft, changing);
export const useStartProcedureConsultation = () => useContractMutation(startProcedureConsultation, changing);
export const useRecordProcedureComments = () => useContractMutation(recordProcedureComments, changing);
export const usePublishProcedure = () => useContractMutation(publishProcedure, changing);
