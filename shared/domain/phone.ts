/** A Polish phone number as the product takes it: this many digits, without spaces or the country prefix. */
export const PHONE_DIGITS = 9;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value);
