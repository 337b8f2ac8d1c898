import { MB } from '@shared/domain/files.js';

const number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** 512 B, 12,3 kB, 4,5 MB (decimal units, as the limits are). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < MB) return `${number.format(bytes / 1000)} kB`;
  return `${number.format(bytes / MB)} MB`;
}
