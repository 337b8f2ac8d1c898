/**
 * A new organisation's first steps, shown on the main administrator's dashboard until all are
 * done (issue 18; decision 70): categories exist, each has someone assigned, the recovery key is
 * confirmed as saved, the public form's link was copied, the internal reporting procedure is published (issue #40). The first two and the last follow from the data; the
 * recovery key and the link only the administrator can tell, so the server records them when they are marked.
 */
export const setupSteps = ['categories', 'assignments', 'recoveryKey', 'formLink', 'procedure'] as const;
export type SetupStep = (typeof setupSteps)[number];

export interface SetupState {
  categoryCount: number;
  /** Categories nobody is assigned to (their reports reach only the administrators). */
  unassignedCategories: { id: string; name: string }[];
  recoveryKeyConfirmed: boolean;
  formLinkCopied: boolean;
  /** A version of the internal reporting procedure was made known to staff. */
  procedurePublished: boolean;
}

/** A category with no user assigned: flagged in the categories table and on the dashboard. */
export const isUnassignedCategory = (category: { users: readonly unknown[] }): boolean => category.users.length === 0;

/** Which steps are done. Assigning needs categories first: none to assign is not done. */
export function setupProgress(state: SetupState): Record<SetupStep, boolean> {
  return {
    categories: state.categoryCount > 0,
    assignments: state.categoryCount > 0 && state.unassignedCategories.length === 0,
    recoveryKey: state.recoveryKeyConfirmed,
    formLink: state.formLinkCopied,
    procedure: state.procedurePublished,
  };
}

/** How many steps are done. */
export const setupDoneCount = (state: SetupState): number => Object.values(setupProgress(state)).filter(Boolean).length;

/**
 * Half the steps or more done: the dashboard shows the reports first and the checklist after
 * them (issue 29: at 1366 × 768 the full list pushed every report below the fold).
 */
export const isSetupHalfDone = (state: SetupState): boolean => setupDoneCount(state) * 2 >= setupSteps.length;

/** The checklist goes away once every step is done (and comes back if one is undone, e.g. a new category nobody handles). */
export const isSetupComplete = (state: SetupState): boolean => Object.values(setupProgress(state)).every(Boolean);
