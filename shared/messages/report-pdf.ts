import { reportDetailTexts } from './report-lists.js';
import { reportPageTexts } from './report-page.js';
/** The PDF of a report (A4, footer with the date and page numbers). */
export const reportPdfTexts = {
  heading: (identifier: string) => `Zgłoszenie ${identifier}`,
  basicInfo: reportPageTexts.basicInfo,
  content: reportPageTexts.content,
  reporter: reportDetailTexts.reporter,
  files: 'Załączniki',
  noFiles: reportPageTexts.noFiles,
  // A voice message's transcript and a meeting's protocol with the reporter's answer (issue #32).
  protocols: 'Protokoły',
  protocolTextOmitted: 'Treść protokołu pominięta w wersji zaczernionej (protokołów się nie zaczernia).',
  conversation: 'Korespondencja',
  noConversation: 'Brak wiadomości.',
  reporterAuthor: 'Sygnalista',
  staffAuthor: 'Organizacja',
  attachments: (names: string) => `Załączniki: ${names}`,
  footer: (date: string, page: number, pages: number) => `Wygenerowano ${date} — strona ${page} / ${pages}`,
} as const;
