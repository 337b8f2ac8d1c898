/**
 * The external channels explained to a reporter (art. 25 of the Act), on the form and in the
 * inbox: ours, in Polish, the source of the translations (uk/, en/). The Commissioner's address is
 * shared/domain/external-channels.ts.
 */
export const externalChannelTexts = {
  title: 'Zgłoszenie zewnętrzne',
  intro:
    'Naruszenie możesz zgłosić także poza organizacją, bez wcześniejszego zgłoszenia wewnętrznego. Takie zgłoszenie zewnętrzne daje Ci tę samą ochronę.',
  ombudsman:
    'Rzecznik Praw Obywatelskich przyjmuje zgłoszenia zewnętrzne i przekazuje je organowi właściwemu do podjęcia działań następczych:',
  authorities:
    'Organ publiczny (np. Państwowa Inspekcja Pracy, Urząd Ochrony Konkurencji i Konsumentów, prokuratura) przyjmuje zgłoszenia zewnętrzne w sprawach ze swojego zakresu.',
  euBodies:
    'Naruszenie prawa Unii Europejskiej możesz zgłosić także instytucjom, organom i jednostkom organizacyjnym Unii Europejskiej (np. Europejskiemu Urzędowi ds. Zwalczania Nadużyć Finansowych, OLAF).',
  /** Above the organisation's own text (Settings), when it wrote one. */
  organisationNote: 'Informacja organizacji',
  /** Under it, on a Ukrainian or English screen, when the organisation wrote it only in Polish. */
  organisationNoteInPolish: 'Organizacja podała tę informację tylko po polsku.',
  /** The form's link to the organisation's internal reporting procedure in force (a PDF made in the browser). */
  procedure: (version: string, inForceFrom: string) =>
    `Procedura zgłoszeń wewnętrznych organizacji (wersja ${version}, obowiązuje od ${inForceFrom}; PDF)`,
} as const;
