/** The caller's number as the phone inbox login takes it: exactly 9 digits. */
export { isPhoneNumber } from '@shared/domain/phone.js';
