/** What a caught failure says: an Error's message, or anything else thrown as text. */
export const messageOf = (failure: unknown): string => (failure instanceof Error ? failure.message : String(failure));
