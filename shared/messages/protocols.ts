import type { ProtocolState, WrittenProtocolKind } from '../domain/protocols.js';
import { phoneReportTexts } from './phone-reports.js';

/**
 * The protocols staff write in a report (issue #32, art. 26 and 29 of the Act): the transcript of
 * a voice message and the protocol of a meeting in person, which the reporter approves in the
 * inbox or asks to correct; and the reporter's request for a meeting. Ours (the spec is silent).
 */
export const protocolTexts = {
  title: {
    voice: 'Protokół wiadomości głosowej',
    meeting: 'Protokół spotkania',
  } satisfies Record<WrittenProtocolKind, string>,
  state: {
    awaiting: phoneReportTexts.protocolAwaiting,
    approved: phoneReportTexts.protocolApproved,
    corrections: phoneReportTexts.protocolCorrections,
  } satisfies Record<ProtocolState, string>,
  none: {
    voice: 'Nie zapisano jeszcze protokołu wiadomości głosowej.',
    meeting: 'Nie zapisano jeszcze protokołu spotkania.',
  } satisfies Record<WrittenProtocolKind, string>,
  explain: {
    voice:
      'Spisz treść wiadomości głosowej. Protokół jest szyfrowany w tej przeglądarce kluczem zgłoszenia; zgłaszający przeczyta go w skrzynce i zatwierdzi lub poprosi o poprawki.',
    meeting:
      'Po spotkaniu zapisz jego protokół. Protokół jest szyfrowany w tej przeglądarce kluczem zgłoszenia; zgłaszający przeczyta go w skrzynce i zatwierdzi lub poprosi o poprawki.',
  } satisfies Record<WrittenProtocolKind, string>,
  text: 'Treść protokołu',
  write: 'Zapisz protokół',
  correct: 'Popraw protokół',
  save: 'Zapisz protokół',
  cancel: 'Anuluj',
  saved: 'Zapisano protokół. Oczekuje na zatwierdzenie przez zgłaszającego.',
  version: (version: number, date: string) => `Wersja ${version} z ${date}`,
  unreadable: 'Nie udało się odszyfrować protokołu.',
  textRequired: 'Wpisz treść protokołu',
  // The meeting in person (art. 26(3) of the Act).
  meetingRequested: (date: string) => `Zgłaszający poprosił o spotkanie ${date}.`,
  meetingHint:
    'Uzgodnij termin spotkania w wiadomościach do zgłaszającego. Spotkanie powinno się odbyć w ciągu 14 dni od prośby; termin uznaje się za dotrzymany z zapisaniem protokołu spotkania.',
  // In the reporter's inbox (translated: inbox-report.ts `oralReportTexts`).
  voiceInboxExplain:
    'To jest protokół Twojej wiadomości głosowej, spisany przez organizację. Masz prawo go sprawdzić, poprawić i zatwierdzić. Jeśli coś się nie zgadza, poproś o poprawki i opisz je w wiadomości poniżej.',
  meetingInboxExplain:
    'To jest protokół spotkania, spisany przez organizację. Masz prawo go sprawdzić, poprawić i zatwierdzić. Jeśli coś się nie zgadza, poproś o poprawki i opisz je w wiadomości poniżej.',
  approveConfirm: 'Czy na pewno zatwierdzić protokół?',
  correctionsConfirm: 'Czy na pewno poprosić o poprawki protokołu? Opisz je w wiadomości do organizacji.',
  approvedDone: 'Zatwierdzono protokół.',
  correctionsDone: phoneReportTexts.correctionsDone,
  meeting: 'Spotkanie',
  meetingOffer:
    'Możesz poprosić o spotkanie osobiste. Organizacja powinna je zorganizować w ciągu 14 dni od prośby; termin i miejsce zostaną uzgodnione w wiadomościach. Ze spotkania zostanie sporządzony protokół, który sprawdzisz i zatwierdzisz tutaj.',
  requestMeeting: 'Poproś o spotkanie',
  requestMeetingConfirm: 'Czy na pewno poprosić o spotkanie osobiste?',
  meetingRequestedDone: 'Poproszono o spotkanie. Organizacja zaproponuje termin w wiadomościach.',
  meetingRequestedOn: (date: string) =>
    `Poproszono o spotkanie ${date}. Termin i miejsce zostaną uzgodnione w wiadomościach.`,
  // The register (art. 29): the request and the protocol's approval state.
  registerMeeting: 'Spotkanie (art. 26)',
  noMeeting: 'Nie poproszono',
  registerState: {
    awaiting: 'oczekuje na zatwierdzenie',
    approved: 'zatwierdzony przez zgłaszającego',
    corrections: 'zgłaszający poprosił o poprawki',
  } satisfies Record<ProtocolState, string>,
  meetingSummary: (requestedOn: string, protocol: string | null) =>
    `Prośba z ${requestedOn}; protokół: ${protocol ?? 'nie zapisano'}`,
  // Refusals (the server's answers).
  notAllowed: 'Brak uprawnień do zapisywania protokołów w kategorii tego zgłoszenia.',
  noVoiceMessage: 'To zgłoszenie nie ma wiadomości głosowej.',
  closed: 'Zgłoszenie jest zamknięte: protokołu nie można już zapisać.',
  noMeetingRequest: 'Zgłaszający nie poprosił o spotkanie.',
  alreadyApproved: phoneReportTexts.alreadyApproved,
  changedMeanwhile: 'Protokół został zmieniony w międzyczasie. Odśwież stronę.',
  noProtocol: 'To zgłoszenie nie ma takiego protokołu.',
  meetingAlreadyRequested: 'Prośba o spotkanie została już wysłana.',
  tooLong: (max: number) => `Protokół może mieć najwyżej ${max} znaków.`,
  versionRequired: 'Brak wersji protokołu.',
} as const;
