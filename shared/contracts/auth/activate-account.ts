import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZLinkParams, ZOrganisationKeys, ZPasswordCredentials, ZRegistrationDetails } from './schemas.js';

/**
 * Registration step 2: creates, in one transaction, the organisation with a trial licence,
 * its main administrator and their keys, and uses up the link.
 */
export const activateAccount = defineContract({
  name: 'activate-account',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/activations/{token}',
  auth: { kind: 'public' },
  summary: 'Activate an account: create the organisation, its main administrator and keys.',
  params: ZLinkParams,
  body: z.strictObject({
    details: ZRegistrationDetails,
    credentials: ZPasswordCredentials,
    organisation: ZOrganisationKeys,
  }),
  response: ZEmptyResponse,
  maxBodyBytes: 32 * 1024,
});
