// eslint-disable-next-line no-restricted-imports -- the route table lists every contract; no handler imports it
import { contracts, type Contract } from '@shared/contracts/index.js';
import { ROUTE_TIMEOUT_SECONDS, SCANNING_ROUTE_TIMEOUT_SECONDS } from '@shared/domain/retries.js';

/**
 * The routes that accept a file the organisation may have scanned, and wait for the verdict (their
 * access has `scan`, infra/access.ts).
 */
const scanningRoutes: ReadonlySet<string> = new Set([
  'finalise-submission',
  'complete-category-attachment-upload',
  'complete-logo-upload',
  'complete-statement-upload',
  'complete-reply-file-upload',
  'complete-inbox-file-upload',
  'complete-private-file-upload',
]);

export interface Route {
  contract: Contract;
  /** Handler module relative to the repository root; it exports `handler`. */
  entry: string;
  /** The function's timeout: Lambda's in AWS, the local gateway's clock for the handler. */
  timeoutSeconds: number;
}

/**
 * The route table: every contract with the module that handles it. CDK makes one Lambda per
 * route, the local gateway imports the same modules. Derived, so it cannot drift.
 */
export const routes: readonly Route[] = contracts.map((contract) => ({
  contract,
  entry: `functions/${contract.area}/${contract.name}.ts`,
  timeoutSeconds: scanningRoutes.has(contract.name) ? SCANNING_ROUTE_TIMEOUT_SECONDS : ROUTE_TIMEOUT_SECONDS,
}));
