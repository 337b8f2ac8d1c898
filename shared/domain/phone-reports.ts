/**
 * The phone channel (type 2, issue #20): staff record the call's protocol in the category's form;
 * the caller reads it in the inbox (identifier + phone number) and approves it or asks for
 * corrections, as art. 29 of the Act of 14 June 2024 gives them the right to.
 */
export const phoneProtocolStates = ['awaiting', 'approved', 'corrections'] as const;
export type PhoneProtocolState = (typeof phoneProtocolStates)[number];

/** The protocol's state and when the caller last answered (null while awaiting). */
export interface PhoneProtocol {
  state: PhoneProtocolState;
  answeredAt: string | null;
}

/** What the caller may answer: approve, or ask for corrections (described in a message). */
export const phoneProtocolDecisions = ['approve', 'corrections'] as const;
export type PhoneProtocolDecision = (typeof phoneProtocolDecisions)[number];

/** The state an answer leads to; an approved protocol stays approved (null: refused). */
export function answerProtocol(
  current: PhoneProtocolState,
  decision: PhoneProtocolDecision,
): PhoneProtocolState | null {
  if (current === 'approved') return null;
  return decision === 'approve' ? 'approved' : 'corrections';
}
