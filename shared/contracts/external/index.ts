import type { Contract } from '../contract.js';
import { downloadShare } from './download-share.js';
import { getShare } from './get-share.js';
import { sendShareCode } from './send-share-code.js';

export { downloadShare, getShare, sendShareCode };

/** The external authority's download page `/external?share=…` (public, behind the e-mailed code). */
export const externalContracts = [getShare, sendShareCode, downloadShare] as const satisfies readonly Contract[];
