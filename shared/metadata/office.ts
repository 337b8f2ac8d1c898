import { unzipSync, zipSync, type Zippable } from 'fflate';
import { metadataCleaningLimits } from '../domain/files.js';
import { startsWith } from './bytes.js';
import { cleanJpeg } from './jpeg.js';
import { CleanError, kindsInOrder, metadataKinds, type Cleaned, type MetadataKind } from './outcome.js';
import { cleanPng } from './png.js';

/**
 * DOCX and XLSX (Office Open XML: a zip of XML parts) cleaned with fflate: the document
 * properties (author, company, last editor, dates, custom properties), the thumbnail, the list
 * of people who edited, custom XML data and printer settings are dropped with the references to
 * them; comment and revision authors become a neutral name and their dates go; revision save
 * ids (rsid), the path the file was saved under and the attached template's path go; pictures
 * inside are cleaned as JPEG and PNG files are. The text, tables and comments themselves stay.
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

/** The zip's entry names, with the bounds on count and unpacked size checked (no entry is unpacked). */
function listEntries(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let unpacked = 0;
  unzipSync(bytes, {
    filter: ({ name, originalSize }) => {
      unpacked += originalSize;
      names.push(name);
      if (
        names.length > metadataCleaningLimits.officeEntriesMax ||
        unpacked > metadataCleaningLimits.officeUnpackedMaxBytes
      ) {
        throw new CleanError(
          'too-large',
          `the zip unpacks to more than the bounds (${names.length} entries, ${unpacked} bytes)`,
        );
      }
      return false;
    },
  });
  return names;
}

/** Which Office format a zip is, from its entry names; undefined for any other zip. */
export function officeFormat(bytes: Uint8Array): OfficeFormat | undefined {
  const names = new Set(listEntries(bytes));
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
  const format = officeFormat(bytes);
  if (!format) return undefined;
  const entries = unzipSync(bytes);
  const removed = new Set<MetadataKind>();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const text = (name: string) => decoder.decode(entries[name]);

  const dropped = new Set<string>();
  for (const name of Object.keys(entries)) {
    const part = droppedParts.find(({ pattern }) => pattern.test(name));
    if (!part) continue;
    dropped.add(name);
    if (name.startsWith('docProps/core.xml') || name.startsWith('docProps/app.xml')) {
      const xml = text(name);
      for (const [pattern, kind] of propertyKinds) if (pattern.test(xml)) removed.add(kind);
    } else {
      removed.add(part.kind);
    }
  }

  /** Replaces every match in `xml`, noting `kind` when anything matched. */
  const scrub = (xml: string, pattern: RegExp, replacement: string, kind: MetadataKind): string =>
    xml.replace(pattern, (...match: string[]) => {
      removed.add(kind);
      return replacement.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
    });

  const cleaned: Zippable = {};
  for (const [name, data] of Object.entries(entries)) {
    if (dropped.has(name)) continue;
    let out: Uint8Array<ArrayBuffer> = data;
    // A photo is compressed already: deflating it again takes most of the time and gains nothing.
    let level: 0 | 6 = 6;
    if (/^(word|xl)\/media\//.test(name)) {
      const image = startsWith(data, [0xff, 0xd8, 0xff])
        ? cleanJpeg(data)
        : startsWith(data, [0x89, 0x50, 0x4e, 0x47])
          ? cleanPng(data)
          : undefined;
      if (image) {
        for (const kind of image.removed) removed.add(kind);
        out = image.bytes;
        level = 0;
      }
    } else if (/\.(xml|rels)$/.test(name)) {
      let xml = text(name);
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
    cleaned[name] = [out, { mtime: entryTime, os: unixSystem, level }];
  }
  return {
    format,
    bytes: zipSync(cleaned),
    removed: kindsInOrder(metadataKinds, removed),
    remaining: ['document-content'],
  };
}
