/**
 * The dispatcher of every job that fans out per organisation (infra/jobs.ts, `perOrganisation`):
 * its schedule invokes it, it sends one message per organisation to the job's queue (JOB_QUEUE_URL).
 */
export { dispatchOrganisations as handler } from '../lib/organisation-jobs.js';
