/** The PDF of a report (doc 2 §9: A4, footer with the date and page numbers). */
export const reportPdfTexts = {
  heading: (identifier: string) => `Zgłoszenie ${identifier}`,
  basicInfo: 'Informacje podstawowe',
  content: 'Treść zgłoszenia',
  reporter: 'Dane sygnalisty',
  files: 'Załączniki',
  noFiles: 'Brak załączników.',
  conversation: 'Korespondencja',
  noConversation: 'Brak wiadomości.',
  reporterAuthor: 'Sygnalista',
  staffAuthor: 'Organizacja',
  attachments: (names: string) => `Załączniki: ${names}`,
  footer: (date: string, page: number, pages: number) => `Wygenerowano ${date} — strona ${page} / ${pages}`,
} as const;
