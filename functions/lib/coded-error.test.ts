import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionTexts } from '@shared/messages/submission.js';
import { DataError } from '../data/data-error.js';

afterEach(() => vi.restoreAllMocks());

describe('a coded error', () => {
  it('answers its Polish text with the key the catalogues give that text', () => {
    expect(new DataError('CONFLICT', submissionTexts.slotExpired).toBody()).toMatchObject({
      code: 'CONFLICT',
      message: submissionTexts.slotExpired,
      key: 'submissionTexts.slotExpired',
    });
  });

  it("warns of a text no catalogue defines only when it is answered, keyed by its code, never when it is made (a write's failure mostly is not thrown)", () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new DataError('CONFLICT', 'licence changed');
    expect(warnings).not.toHaveBeenCalled();
    expect(failure.toBody()).toMatchObject({ code: 'CONFLICT', key: 'errorMessages.CONFLICT' });
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(String(warnings.mock.calls[0]![0])).toContain('error text without a message key');
  });
});
