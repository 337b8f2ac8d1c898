/**
 * The one check for a failed condition of a single (non-transactional) write; a failed
 * condition inside a transaction is told by `transact` instead (TransactionCanceledException).
 */
export const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/** Runs a conditional write: true when it was made, false when its condition failed. */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
