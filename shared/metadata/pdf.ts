import {
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';
import {
  CleanError,
  expectIntact,
  kindsInOrder,
  metadataKinds,
  type Cleaned,
  type MetadataKind,
  type RemainingKind,
} from './outcome.js';

/**
 * A PDF cleaned with pdf-lib: the document information dictionary (author, creator, dates), every
 * XMP metadata stream, application private data (PieceInfo), the file identifier, document
 * JavaScript, the action run on opening and additional actions are removed, then every object
 * no longer reachable from the document is dropped (earlier revisions appended by incremental
 * updates still held the old information) and the file is written anew. Pages and their
 * content are not touched; embedded files are kept and named to the reporter.
 */

const infoKinds: Record<string, MetadataKind> = {
  Author: 'author',
  Creator: 'software',
  Producer: 'software',
  CreationDate: 'edit-times',
  ModDate: 'edit-times',
  Title: 'document-properties',
  Subject: 'document-properties',
  Keywords: 'document-properties',
  Company: 'company',
  Manager: 'company',
  Trapped: 'document-properties',
};

const name = (text: string) => PDFName.of(text);

export async function cleanPdf(bytes: Uint8Array): Promise<Cleaned> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, {
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
      throwOnInvalidObject: false,
    });
  } catch (error) {
    throw error instanceof EncryptedPDFError ? new CleanError('encrypted', error.message) : error;
  }
  expectIntact(pdf.getPageCount() > 0, 'no pages');
  const context = pdf.context;
  const removed = new Set<MetadataKind>();
  const remaining = new Set<RemainingKind>(['document-content']);

  const info = context.lookup(context.trailerInfo.Info);
  if (info instanceof PDFDict) {
    for (const key of info.keys()) removed.add(infoKinds[key.decodeText()] ?? 'other-metadata');
  }
  context.trailerInfo.Info = undefined;
  context.trailerInfo.ID = undefined;

  const catalog = pdf.catalog;
  for (const key of ['OpenAction', 'AA']) {
    if (catalog.has(name(key))) {
      removed.add('scripts');
      catalog.delete(name(key));
    }
  }
  const names = catalog.lookupMaybe(name('Names'), PDFDict);
  if (names?.has(name('JavaScript'))) {
    removed.add('scripts');
    names.delete(name('JavaScript'));
  }
  if (names?.has(name('EmbeddedFiles'))) remaining.add('embedded-files');

  // Every dictionary reachable from the catalogue, cleaned on the way; what is not reached is dropped.
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [catalog];
  if (context.trailerInfo.Root instanceof PDFRef) reached.add(context.trailerInfo.Root);
  while (pending.length > 0) {
    const object = pending.pop()!;
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict) {
      if (dict.has(name('Metadata'))) {
        removed.add('xmp');
        dict.delete(name('Metadata'));
      }
      if (dict.has(name('PieceInfo'))) {
        removed.add('other-metadata');
        dict.delete(name('PieceInfo'));
      }
      if (dict.has(name('AA'))) {
        removed.add('scripts');
        dict.delete(name('AA'));
      }
      const action = dict.lookupMaybe(name('A'), PDFDict);
      if (action?.lookupMaybe(name('S'), PDFName) === name('JavaScript')) {
        removed.add('scripts');
        dict.delete(name('A'));
      }
      if (dict.has(name('EmbeddedFile')) || dict.has(name('EF'))) remaining.add('embedded-files');
      pending.push(...dict.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFRef && !reached.has(object)) {
      reached.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) context.delete(ref);
  }

  const cleaned = await pdf.save({ updateFieldAppearances: false, addDefaultPage: false });
  // pdf-lib's typings predate typed arrays' buffer parameter; it writes into a new ArrayBuffer.
  return {
    bytes: cleaned as Uint8Array<ArrayBuffer>,
    removed: kindsInOrder(metadataKinds, removed),
    remaining: [...remaining],
  };
}
