import { contracts, type Contract } from '@shared/contracts/index.js';

export interface Route {
  contract: Contract;
  /** Handler module relative to the repository root; it exports `handler`. */
  entry: string;
}

/**
 * The route table: every contract with the module that handles it. CDK makes one Lambda per
 * route, the local gateway imports the same modules. Derived, so it cannot drift.
 */
export const routes: readonly Route[] = contracts.map((contract) => ({
  contract,
  entry: `functions/${contract.area}/${contract.name}.ts`,
}));
