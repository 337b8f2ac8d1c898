import { describe, expect, it } from 'vitest';
import { mayHandle } from './report-handlers.js';
import { staffUserStatus, staffUserType } from './staff-user.js';

const category = { users: [{ userId: 'in-category' }] };
const person = (userId: string, type: 1 | 2 | 3, status: number = staffUserStatus.active) => ({ userId, type, status });

describe("who may be a report's handler ('Osoba prowadząca')", () => {
  it('an active administrator, whatever the category', () => {
    expect(mayHandle(person('admin', staffUserType.administrator), category)).toBe(true);
    expect(mayHandle(person('admin', staffUserType.administrator), undefined)).toBe(true);
  });

  it('an active user of the report’s category, not of another one', () => {
    expect(mayHandle(person('in-category', staffUserType.user), category)).toBe(true);
    expect(mayHandle(person('elsewhere', staffUserType.user), category)).toBe(false);
  });

  it('never an auditor, nor anyone deactivated', () => {
    expect(mayHandle(person('in-category', staffUserType.auditor), category)).toBe(false);
    expect(mayHandle(person('admin', staffUserType.administrator, staffUserStatus.inactive), category)).toBe(false);
    expect(mayHandle(person('in-category', staffUserType.user, staffUserStatus.inactive), category)).toBe(false);
  });
});
