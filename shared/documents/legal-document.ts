/**
 * A document the organisation downloads (the internal reporting procedure, the data processing
 * agreement, the DPIA) as numbered sections of numbered paragraphs, rendered to DOCX and PDF in
 * the browser (web/src/lib/legal-document-docx.ts, legal-document-pdf.ts). A fact the product does not know is written into
 * the text as `[uzupełnij: …]` and listed in `missing`, never left out.
 */
export interface DocumentSection {
  /** Stable key of the section (the organisation's edits are kept under it). */
  id: string;
  /** '§ 3' */
  number: string;
  title: string;
  /** Numbered in the rendering: 1., 2., … */
  paragraphs: string[];
  /** The organisation's own text added to the section, printed after the generated paragraphs. */
  addition?: string;
}

export interface LegalDocument {
  title: string;
  /** Under the title: the organisation's name, version and date. */
  subtitle: string[];
  sections: DocumentSection[];
  /** The facts still to be filled in, in the order they appear. */
  missing: MissingFact[];
}

export interface MissingFact {
  sectionId: string;
  fact: string;
}

export const MISSING_PREFIX = '[uzupełnij: ';

/** How a missing fact reads in the text. */
export const missingMarker = (fact: string): string => `${MISSING_PREFIX}${fact}]`;

/**
 * Collects the missing facts while a document's sections are written: `fact(value, what)` gives the
 * value, or the marker and a note of what is missing.
 */
export class FactRecorder {
  readonly missing: MissingFact[] = [];
  private section = '';

  in(sectionId: string): this {
    this.section = sectionId;
    return this;
  }

  fact(value: string | null | undefined, what: string): string {
    const text = value?.trim();
    if (text) return text;
    this.missing.push({ sectionId: this.section, fact: what });
    return missingMarker(what);
  }
}

/** The section's paragraphs with its addition as the last paragraph, as a rendering numbers them. */
export const sectionParagraphs = (section: DocumentSection): string[] => {
  const addition = section.addition?.trim();
  return addition
    ? [...section.paragraphs, ...addition.split(/\n\s*\n/).map((part) => part.trim())]
    : section.paragraphs;
};

/** A calendar day (YYYY-MM-DD) as a Polish document writes it: 28.11.2026. */
export const documentDate = (day: string): string => day.split('-').reverse().join('.');

/** The whole document as plain text (what a search or a test reads). */
export const documentText = (document: LegalDocument): string =>
  [
    document.title,
    ...document.subtitle,
    ...document.sections.flatMap((section) => [
      `${section.number}. ${section.title}`,
      ...sectionParagraphs(section).map((paragraph, index) => `${index + 1}. ${paragraph}`),
    ]),
  ].join('\n');
