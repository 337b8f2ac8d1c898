/**
 * The Polish tax id (NIP): exactly 10 digits, the last a checksum of the first
 * nine (weights 6 5 7 2 3 4 5 6 7, sum mod 11; a sum giving 10 is never issued). Company data in
 * Settings and the invoice data of an order both check it here.
 */
export const NIP_LENGTH = 10;

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Only digits, as the spec's field accepts while typing. */
export const NIP_PATTERN = /^\d{10}$/;

export function isValidNip(nip: string): boolean {
  if (!NIP_PATTERN.test(nip)) return false;
  const digits = [...nip].map(Number);
  const sum = NIP_WEIGHTS.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9];
}
