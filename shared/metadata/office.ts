import { metadataCleaningLimits } from '../domain/files.js';
import { startsWith } from './bytes.js';
import { cleanJpegPieces } from './jpeg.js';
import { CleanError, kindsInOrder, metadataKinds, type Cleaned, type MetadataKind } from './outcome.js';
import { cleanPngPieces } from './png.js';
import { listZip, readZip, zipWriter, type ZipListing } from './office-zip.js';

/**
 * DOCX and XLSX (Office Open XML: a zip of XML parts, read and written by ./office-zip.ts) cleaned:
 * the document properties (author, company, last editor, dates, custom properties), the
 * thumbnail, the list of people who edited, custom XML data and printer settings are dropped
 * with the references to them; comment and revision authors become a neutral name and their
 * dates go; revision save ids (rsid), the path the file was saved under and the attached
 * template's path go; pictures inside are cleaned as JPEG and PNG files are. The text, tables
 * and comments themselves stay.
 */

export type OfficeFormat = 'docx' | 'xlsx';

/** The name comment and revision authors get: one neutral word, the same for everyone. */
export const neutralAuthor = 'Autor';

/** Every entry's time in the cleaned zip: the zip format's earliest date, so no entry tells when it was saved. */
const entryTime = new Date(1980, 0, 1, 0, 0, 0);
/** Every entry's system of origin: Unix, as mat2 writes it, so no entry tells it was made on Windows. */
const unixSystem = 3;

interface DroppedPart {
  pattern: RegExp;
  kind: MetadataKind;
}
const droppedParts: DroppedPart[] = [
  { pattern: /^docProps\/core\.xml$/, kind: 'author' },
  { pattern: /^docProps\/app\.xml$/, kind: 'company' },
  { pattern: /^docProps\/custom\.xml$/, kind: 'custom-data' },
  { pattern: /^docProps\/thumbnail\.[a-z]+$/i, kind: 'thumbnail' },
  { pattern: /^word\/people\.xml$/, kind: 'revision-authors' },
  { pattern: /^customXml\//, kind: 'custom-data' },
  { pattern: /^(word|xl)\/printerSettings\//, kind: 'printer' },
];

/** What the document properties held, read before they are dropped. */
const propertyKinds: [RegExp, MetadataKind][] = [
  [/<dc:creator>[^<]/, 'author'],
  [/<cp:lastModifiedBy>[^<]/, 'revision-authors'],
  [/<dcterms:(created|modified)\b/, 'edit-times'],
  [/<(dc:title|dc:subject|cp:keywords|dc:description|cp:category)>[^<]/, 'document-properties'],
  [/<(Company|Manager)>[^<]/, 'company'],
  [/<Application>[^<]/, 'software'],
  [/<TotalTime>/, 'edit-history'],
];

/** The zip's entries, with the bounds on count and size checked as the directory is read (nothing is unpacked). */
function listEntries(bytes: Uint8Array): ZipListing[] {
  let unpacked = 0;
  return listZip(bytes, (listed) => {
    unpacked += listed.at(-1)!.size;
    if (
      listed.length > metadataCleaningLimits.officeEntriesMax ||
      unpacked > metadataCleaningLimits.officeUnpackedMaxBytes
    ) {
      throw new CleanError(
        'too-large',
        `the zip unpacks to more than the bounds (${listed.length} entries, ${unpacked} bytes)`,
      );
    }
  });
}

function formatOf(names: ReadonlySet<string>): OfficeFormat | undefined {
  if (!names.has('[Content_Types].xml')) return undefined;
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  return undefined;
}

/** `target` of a relationship in `relsPath` (e.g. `word/_rels/document.xml.rels`) as a part name. */
function resolveTarget(relsPath: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const base = relsPath
    .replace(/_rels\/[^/]*\.rels$/, '')
    .split('/')
    .filter(Boolean);
  for (const step of target.split('/')) {
    if (step === '..') base.pop();
    else if (step !== '.' && step !== '') base.push(step);
  }
  return base.join('/');
}

/** The DOCX or XLSX cleaned; undefined when the zip is neither (an archive, another format). */
export function cleanOffice(bytes: Uint8Array): (Cleaned & { format: OfficeFormat }) | undefined {
  const listed = listEntries(bytes);
  const names = new Set(listed.map(({ name }) => name));
  const format = formatOf(names);
  if (!format) return undefined;
  const removed = new Set<MetadataKind>();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const partOf = (name: string) => droppedParts.find(({ pattern }) => pattern.test(name));
  const dropped = new Set([...names].filter((name) => partOf(name)));

  /** Replaces every match in `xml`, noting `kind` when anything matched. */
  const scrub = (xml: string, pattern: RegExp, replacement: string, kind: MetadataKind): string =>
    xml.replace(pattern, (...match: string[]) => {
      removed.add(kind);
      return replacement.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
    });

  // The document properties are read for what they held; other dropped parts are never unpacked.
  const isProperties = (name: string) => name === 'docProps/core.xml' || name === 'docProps/app.xml';
  for (const name of dropped) if (!isProperties(name)) removed.add(partOf(name)!.kind);

  const cleaned = zipWriter({ mtime: entryTime, os: unixSystem });

  /** A kept part cleaned, written into the cleaned zip. */
  const cleanPart = (name: string, data: Uint8Array): void => {
    let out = data;
    if (/^(word|xl)\/media\//.test(name)) {
      const image = startsWith(data, [0xff, 0xd8, 0xff])
        ? cleanJpegPieces(data)
        : startsWith(data, [0x89, 0x50, 0x4e, 0x47])
          ? cleanPngPieces(data)
          : undefined;
      if (image) {
        for (const kind of image.removed) removed.add(kind);
        // A photo is compressed already: deflating it again takes most of the time and gains
        // nothing. Its kept segments go into the zip as they are, with no cleaned copy between.
        cleaned.stored(name, image.pieces);
        return;
      }
    } else if (/\.(xml|rels)$/.test(name)) {
      let xml = decoder.decode(data);
      const before = xml;
      if (name.endsWith('.rels')) {
        xml = xml.replace(/<Relationship\b[^>]*\/>/g, (element) => {
          const target = /\bTarget="([^"]*)"/.exec(element)?.[1] ?? '';
          if (dropped.has(resolveTarget(name, target))) return '';
          if (/\/attachedTemplate"/.test(element)) {
            removed.add('file-paths');
            return '';
          }
          return element;
        });
      } else if (name === '[Content_Types].xml') {
        xml = xml.replace(/<Override\b[^>]*\/>/g, (element) => {
          const part = /\bPartName="\/?([^"]*)"/.exec(element)?.[1] ?? '';
          return dropped.has(part) ? '' : element;
        });
      } else {
        xml = scrub(xml, /\s(?:w:)?rsid\w*="[^"]*"/g, '', 'edit-history');
        xml = scrub(xml, /<w:rsids>[\s\S]*?<\/w:rsids>|<w:rsidRoot\b[^>]*\/>/g, '', 'edit-history');
        xml = scrub(xml, /<w:attachedTemplate\b[^>]*\/>/g, '', 'file-paths');
        xml = scrub(xml, /(\sw:author=")[^"]*"/g, `$1${neutralAuthor}"`, 'revision-authors');
        xml = scrub(xml, /(\sw:initials=")[^"]*"/g, '$1A"', 'revision-authors');
        xml = scrub(xml, /\s(?:w:date|w16cex:dateUtc)="[^"]*"/g, '', 'edit-times');
        xml = scrub(xml, /<author>[^<]*<\/author>/g, `<author>${neutralAuthor}</author>`, 'revision-authors');
        xml = scrub(xml, /(<person\b[^>]*\sdisplayName=")[^"]*"/g, `$1${neutralAuthor}"`, 'revision-authors');
        xml = scrub(xml, /(<person\b[^>]*?)\suserId="[^"]*"/g, '$1', 'revision-authors');
        xml = scrub(xml, /(<person\b[^>]*?)\sproviderId="[^"]*"/g, '$1', 'revision-authors');
        xml = scrub(xml, /<x15ac:absPath\b[^>]*\/>/g, '', 'file-paths');
        xml = scrub(xml, /<fileSharing\b[^>]*\/>/g, '', 'author');
        // A sheet's page setup names the printer settings part that is dropped.
        xml = scrub(xml, /(<pageSetup\b[^>]*?)\sr:id="[^"]*"/g, '$1', 'printer');
      }
      if (xml !== before) out = encoder.encode(xml);
    }
    cleaned.deflated(name, out);
  };

  // One part at a time: an XML part is let go once deflated; a stored picture is read in place.
  readZip(
    bytes,
    listed,
    (name) => !dropped.has(name) || isProperties(name),
    (name, data) => {
      if (!dropped.has(name)) return cleanPart(name, data);
      const xml = decoder.decode(data);
      for (const [pattern, kind] of propertyKinds) if (pattern.test(xml)) removed.add(kind);
    },
  );
  return {
    format,
    bytes: cleaned.end(),
    removed: kindsInOrder(metadataKinds, removed),
    remaining: ['document-content'],
  };
}
