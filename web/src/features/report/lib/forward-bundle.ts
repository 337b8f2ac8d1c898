import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * The bundle forwarded to an external authority (docs/security.md): one zip made in this browser, the
 * report PDF at its top and the chosen decrypted files in a folder. Files are read in pieces and
 * the zip is gathered into Blobs, so a large file never sits whole in JavaScript memory twice.
 */

/** The folder of the files in the zip (ASCII: every unzip tool reads it alike). */
export const FILES_FOLDER = 'zalaczniki/';

/** Read and zipped this many bytes at a time. */
const PIECE = 1024 * 1024;

/** Already compressed: stored as they are (deflating them again costs time and saves nothing). */
const COMPRESSED = /\.(jpe?g|png|gif|webp|zip|7z|rar|gz|docx|xlsx|pptx|odt|ods|mp3|m4a|mp4|mov|pdf)$/i;

/** Characters no file system takes in a name, control characters, and leading or trailing dots and spaces. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;

/** A name safe to unpack anywhere: no folders, nothing hidden, never empty, at most 150 characters. */
export function safeEntryName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return 'plik';
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - extension.length) + extension;
}

/** Names of the files in the zip, in order: safe, and unique ("umowa (2).pdf" for a second "umowa.pdf"). */
export function entryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = safeEntryName(name);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

export interface BundleInput {
  pdf: { name: string; bytes: Uint8Array };
  files: readonly { name: string; content: Blob }[];
}

/** Gathers the zip's output into Blobs of about a megabyte (the browser keeps Blob data outside the JS heap). */
function collector() {
  const parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const flush = () => {
    if (pending.length) parts.push(new Blob(pending));
    pending = [];
    bytes = 0;
  };
  return {
    add(chunk: Uint8Array) {
      pending.push(chunk as Uint8Array<ArrayBuffer>);
      bytes += chunk.byteLength;
      if (bytes >= PIECE) flush();
    },
    blob(type: string) {
      flush();
      return new Blob(parts, { type });
    },
  };
}

/** Builds the zip: `{pdf.name}` at the top, the files under `zalaczniki/`; `onBytes` hears of each piece read. */
export async function buildBundle(input: BundleInput, onBytes: (bytes: number) => void = () => {}): Promise<Blob> {
  const out = collector();
  // Set by fflate's callback, so held in an object TypeScript does not narrow to null.
  const zipping: { failure: Error | null } = { failure: null };
  const zip = new Zip((error, chunk) => {
    if (error) zipping.failure = error;
    else out.add(chunk);
  });
  const entries = [
    { path: safeEntryName(input.pdf.name), content: new Blob([input.pdf.bytes as Uint8Array<ArrayBuffer>]) },
    ...entryNames(input.files.map((file) => file.name)).map((name, i) => ({
      path: `${FILES_FOLDER}${name}`,
      content: input.files[i]!.content,
    })),
  ];
  for (const entry of entries) {
    const file = COMPRESSED.test(entry.path)
      ? new ZipPassThrough(entry.path)
      : new ZipDeflate(entry.path, { level: 6 });
    zip.add(file);
    if (entry.content.size === 0) file.push(new Uint8Array(0), true);
    for (let offset = 0; offset < entry.content.size; offset += PIECE) {
      const piece = new Uint8Array(await entry.content.slice(offset, offset + PIECE).arrayBuffer());
      file.push(piece, offset + PIECE >= entry.content.size);
      onBytes(piece.byteLength);
    }
    if (zipping.failure) throw zipping.failure;
  }
  zip.end();
  if (zipping.failure) throw zipping.failure;
  return out.blob('application/zip');
}
