import { extensionOf } from './files.js';

/*
 * Which file is of which kind (docs/features.md, "Limits and rules"): the kinds a category or staff
 * may attach, checked by their leading bytes, and the media type a stored file is served with.
 * Apart from the file limits (files.ts), which the public form's first load takes (docs/figures.md,
 * "Budgets").
 */

export interface FileKind {
  extensions: readonly string[];
  /** Leading bytes that identify the type; text kinds have none and are checked as text. */
  magic?: readonly (readonly number[])[];
  /** Where the magic bytes start (an MPEG-4 file names its brand after a 4-byte box size). */
  magicOffset?: number;
  text?: boolean;
}

const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zip = [0x50, 0x4b, 0x03, 0x04];

export const fileKinds = {
  pdf: { extensions: ['pdf'], magic: [[0x25, 0x50, 0x44, 0x46]] },
  jpeg: { extensions: ['jpg', 'jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  png: { extensions: ['png'], magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  msOffice: { extensions: ['doc', 'xls'], magic: [ole] },
  openXml: { extensions: ['docx', 'xlsx'], magic: [zip] },
  text: { extensions: ['csv', 'txt'], text: true },
  mp3: {
    extensions: ['mp3'],
    magic: [
      [0x49, 0x44, 0x33],
      [0xff, 0xfb],
      [0xff, 0xf3],
      [0xff, 0xf2],
    ],
  },
  /** MPEG-4 audio: the `ftyp` box. */
  m4a: { extensions: ['m4a'], magic: [[0x66, 0x74, 0x79, 0x70]], magicOffset: 4 },
  /** An Outlook message is an OLE compound file, like DOC and XLS. */
  outlookMessage: { extensions: ['msg'], magic: [ole] },
  /** A zip archive: local file header, or an empty archive's end record. */
  zip: { extensions: ['zip'], magic: [zip, [0x50, 0x4b, 0x05, 0x06], [0x50, 0x4b, 0x07, 0x08]] },
  sevenZip: { extensions: ['7z'], magic: [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]] },
  /** WebM (Matroska): the EBML header. */
  webm: { extensions: ['webm'], magic: [[0x1a, 0x45, 0xdf, 0xa3]] },
  /** RIFF WAVE. */
  wav: { extensions: ['wav'], magic: [[0x52, 0x49, 0x46, 0x46]] },
} as const satisfies Record<string, FileKind>;

/**
 * Category attachments (docs/features.md, "Limits and rules"): PDF, JPG, JPEG, PNG, DOC, DOCX, XLS, XLSX, CSV, MP3
 * and plain text.
 */
export const categoryAttachmentKinds: readonly FileKind[] = [
  fileKinds.pdf,
  fileKinds.jpeg,
  fileKinds.png,
  fileKinds.msOffice,
  fileKinds.openXml,
  fileKinds.text,
  fileKinds.mp3,
];

/**
 * Attachments staff add to a report (private files, reply attachments): the
 * category kinds plus M4A, Outlook messages, ZIP and 7Z. The file is encrypted in the browser,
 * so the browser checks its leading bytes before encrypting; the server sees only ciphertext.
 */
export const staffAttachmentKinds: readonly FileKind[] = [
  ...categoryAttachmentKinds,
  fileKinds.m4a,
  fileKinds.outlookMessage,
  fileKinds.zip,
  fileKinds.sevenZip,
];

/**
 * What the form's recorder attaches (issue #32): Opus in WebM, or WAV where the browser cannot
 * encode Opus. A reporter cannot pick these types: only the recorder adds them.
 */
export const voiceMessageKinds: readonly FileKind[] = [fileKinds.webm, fileKinds.wav];

/**
 * The media type a stored file is served with, from its extension once its bytes were checked
 * against the extension's kind (`matchesKind`): never the type a client claimed.
 */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  mp3: 'audio/mpeg',
  webm: 'audio/webm',
  wav: 'audio/wav',
};
export const contentTypeForName = (name: string): string =>
  contentTypes[extensionOf(name)] ?? 'application/octet-stream';

export const kindForName = (name: string, kinds: readonly FileKind[]): FileKind | undefined =>
  kinds.find((kind) => kind.extensions.includes(extensionOf(name)));

/** True when the first bytes match the kind: its magic number, or text with no NUL bytes. */
export function matchesKind(head: Uint8Array, kind: FileKind): boolean {
  if (kind.text) return !head.includes(0);
  const offset = kind.magicOffset ?? 0;
  return (kind.magic ?? []).some((magic) => magic.every((byte, i) => head[offset + i] === byte));
}
