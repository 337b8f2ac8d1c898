import { describe, expect, it } from 'vitest';
import { answerProtocol, mayReviseProtocol, protocolStates, writtenProtocolPurpose } from './protocols.js';

describe('a protocol of an oral report (art. 29 of the Act)', () => {
  it('is approved or sent back for corrections by the reporter while it awaits them', () => {
    expect(answerProtocol('awaiting', 'approve')).toBe('approved');
    expect(answerProtocol('awaiting', 'corrections')).toBe('corrections');
  });

  it('may still be approved after corrections were asked, or asked again', () => {
    expect(answerProtocol('corrections', 'approve')).toBe('approved');
    expect(answerProtocol('corrections', 'corrections')).toBe('corrections');
  });

  it('stays approved: no answer changes an approved protocol', () => {
    expect(answerProtocol('approved', 'approve')).toBeNull();
    expect(answerProtocol('approved', 'corrections')).toBeNull();
  });

  it('is rewritten by staff when none exists, while it awaits or after corrections, never once approved', () => {
    expect(mayReviseProtocol(null)).toBe(true);
    expect(protocolStates.filter((state) => mayReviseProtocol(state))).toEqual(['awaiting', 'corrections']);
  });

  it('binds each version of its text to its kind and version', () => {
    expect(writtenProtocolPurpose('voice', 1)).toBe('protocol/voice/1');
    expect(writtenProtocolPurpose('meeting', 2)).toBe('protocol/meeting/2');
    expect(writtenProtocolPurpose('voice', 2)).not.toBe(writtenProtocolPurpose('voice', 1));
  });
});
