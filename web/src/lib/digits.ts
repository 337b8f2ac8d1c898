/**
 * What a digits-only field keeps of what was typed or pasted: the digits, at most `max` of them
 * ('600 123 456' and '600-123-456' both give '600123456'). Fields using it set no `maxLength`,
 * which would cut a pasted number with spaces before the non-digits are dropped.
 */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);
