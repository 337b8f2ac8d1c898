/**
 * Protocols of oral reports (art. 26 and 29 of the Act of 14 June 2024): staff document what was
 * said, and the reporter checks it in the inbox, approves it or asks for corrections. One flow for
 * the three kinds: a phone call's protocol (its content is the report's fields, issue #20), the
 * transcript of a voice message and the protocol of a meeting in person (a text staff write in the
 * report, encrypted under the report key, issue #32).
 */
import { CONTENT_PURPOSE } from '../crypto/content.js';
import { textCiphertextLimits } from './ciphertext.js';

export const protocolStates = ['awaiting', 'approved', 'corrections'] as const;
export type ProtocolState = (typeof protocolStates)[number];

/** A protocol's state and when the reporter last answered (null while awaiting). */
export interface ProtocolAnswer {
  state: ProtocolState;
  answeredAt: string | null;
}

/** What the reporter may answer: approve, or ask for corrections (described in a message). */
export const protocolDecisions = ['approve', 'corrections'] as const;
export type ProtocolDecision = (typeof protocolDecisions)[number];

/** The state an answer leads to; an approved protocol stays approved (null: refused). */
export function answerProtocol(current: ProtocolState, decision: ProtocolDecision): ProtocolState | null {
  if (current === 'approved') return null;
  return decision === 'approve' ? 'approved' : 'corrections';
}

/** The protocols staff write as a text in the report: a voice message's transcript, a meeting's protocol. */
export const writtenProtocolKinds = ['voice', 'meeting'] as const;
export type WrittenProtocolKind = (typeof writtenProtocolKinds)[number];

/** Every protocol a reporter answers (`phone`: a phone report's, whose content is the report itself). */
export const protocolKinds = ['phone', ...writtenProtocolKinds] as const;
export type ProtocolKind = (typeof protocolKinds)[number];

/**
 * Whether staff may write a new version of a protocol in this state (null: none yet): while it is
 * awaiting the reporter or corrections were asked; an approved one stays as approved.
 */
export const mayReviseProtocol = (current: ProtocolState | null): boolean => current !== 'approved';

/**
 * The AAD purpose of a written protocol's text: its kind and version, so that an older version
 * cannot be shown as the current one.
 */
export const writtenProtocolPurpose = (kind: WrittenProtocolKind, version: number): string =>
  CONTENT_PURPOSE.protocol(kind, version);

const PROTOCOL_MAX_CHARS = 20_000;

export const writtenProtocolLimits = {
  maxChars: PROTOCOL_MAX_CHARS,
  ...textCiphertextLimits(PROTOCOL_MAX_CHARS),
} as const;
