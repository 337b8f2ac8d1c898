import { requestMeeting as requestMeetingContract } from '@shared/contracts/inbox/request-meeting.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** 'Poproś o spotkanie': the reporter asks for a meeting in person. */
export const requestMeeting = contractMutationFn(requestMeetingContract);
