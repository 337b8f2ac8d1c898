import { describe, expect, it } from 'vitest';
import { isValidStaffPhone, phoneProblem, staffUserRuleBroken } from './staff-user.js';

describe('a staff user’s phone (optional, exactly 9 digits)', () => {
  it.each([
    ['', null],
    ['600100200', null],
    ['60010020', 'tooShort'],
    ['6001002001', 'tooLong'],
    ['600 100 200', 'notDigits'],
    ['+48600100', 'notDigits'],
  ])('%j → %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });

  it('only 9 digits can receive an SMS code', () => {
    expect([null, '', '60010020', '600100200'].map(isValidStaffPhone)).toEqual([false, false, false, true]);
  });
});

describe('the rules of a user’s rights that need more than one field', () => {
  const user = { type: 2 as const, status: 1, phone: '600100200', smsAuthorization: true };

  it('SMS two-step login needs a package with it, then a valid phone', () => {
    expect(staffUserRuleBroken(user, true)).toBeNull();
    expect(staffUserRuleBroken(user, false)).toBe('smsNotInPackage');
    expect(staffUserRuleBroken({ ...user, phone: null }, true)).toBe('smsNeedsPhone');
    expect(staffUserRuleBroken({ ...user, phone: null, smsAuthorization: false }, false)).toBeNull();
  });

  it('an administrator is always active; other types may be inactive', () => {
    expect(staffUserRuleBroken({ ...user, type: 1, status: 0 }, true)).toBe('administratorInactive');
    expect(staffUserRuleBroken({ ...user, type: 3, status: 0 }, true)).toBeNull();
  });
});
