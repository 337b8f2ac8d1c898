/** File rules: limits and allowed types (docs/features.md, "Limits and rules"). */
export const MB = 1_000_000;

/** An upload under way is forgotten after a day, and its object under tmp/ emptied by the bucket's lifecycle. */
export const PENDING_UPLOAD_DAYS = 1;

export const fileLimits = {
  /** Category attachments and report attachments: one file and the sum (spec: 30 MB). */
  attachmentMaxBytes: 30 * MB,
  reportTotalMaxBytes: 30 * MB,
  reportFilesMax: 20,
} as const;

/**
 * The report's attachments (sizes in bytes, before encryption) (docs/features.md, "Limits and rules"):
 * one file at most 30,000,000 bytes, all of them together under it. The form checks each
 * pick with it and the server the whole slot, so both agree on the boundary.
 */
export const reportFilesFit = (sizes: readonly number[]): boolean =>
  sizes.every((size) => size <= fileLimits.attachmentMaxBytes) &&
  sizes.reduce((sum, size) => sum + size, 0) < fileLimits.reportTotalMaxBytes;

/**
 * Bounds on removing metadata from a file in the browser (`shared/metadata`): a larger file, or
 * an Office file that unpacks to more entries or bytes (a zip bomb), is not cleaned but named
 * to the reporter, and a cleaning still running after the time is stopped.
 */
export const metadataCleaningLimits = {
  fileMaxBytes: 50 * MB,
  officeEntriesMax: 5_000,
  officeUnpackedMaxBytes: 150 * MB,
  timeoutMs: 60_000,
} as const;

/**
 * Staff attachment sizes (the earlier product allowed 50 MB per file but refused a sum from
 * 30,000,000 bytes; the stricter reading holds for both): a file, and the files of one message or one
 * selection together, must stay under 30,000,000 bytes.
 */
export const staffAttachmentLimits = {
  fileBelowBytes: 30 * MB,
  totalBelowBytes: 30 * MB,
  /** Private files of one report (a bound on what one report can hold). */
  privateFilesMax: 100,
} as const;

/** Whether a set of staff attachments (sizes in bytes, before encryption) is within the limits. */
export const staffAttachmentsFit = (sizes: readonly number[]): boolean =>
  sizes.every((size) => size < staffAttachmentLimits.fileBelowBytes) &&
  sizes.reduce((sum, size) => sum + size, 0) < staffAttachmentLimits.totalBelowBytes;

/** The public form's accepted extensions (docs/features.md, "Limits and rules"). */
export const reportAttachmentExtensions = [
  'doc',
  'docx',
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'xls',
  'xlsx',
  'csv',
  'mp3',
  'm4a',
  'txt',
  'zip',
  '7z',
] as const;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The name without its extension (the rename dialog pre-fills it). */
export const baseName = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
};
