import { MB } from '@shared/domain/files.js';

const numbers = new Map<string, Intl.NumberFormat>();

/** 512 B, 12,3 kB, 4,5 MB (decimal units, as the limits are), in pl-PL unless a reporter screen names its locale ('4.5 MB' in en-GB). */
export function formatFileSize(bytes: number, locale = 'pl-PL'): string {
  let number = numbers.get(locale);
  if (!number) {
    number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numbers.set(locale, number);
  }
  if (bytes < 1000) return `${number.format(bytes)} B`;
  if (bytes < MB) return `${number.format(bytes / 1000)} kB`;
  return `${number.format(bytes / MB)} MB`;
}
