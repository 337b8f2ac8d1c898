/** The caller's number as the phone inbox login takes it: exactly 9 digits. */
export const isPhoneNumber = (value: string): boolean => /^\d{9}$/.test(value);
