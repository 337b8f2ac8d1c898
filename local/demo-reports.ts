import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { objectKeys } from '../functions/data/object-keys.js';
import { CONTENT_PURPOSE, encryptContent, importContentKey } from '@shared/crypto/content.js';
import { encryptFile } from '@shared/crypto/files.js';
import {
  deriveReporterKeys,
  formatReporterIdentifier,
  generateReporterIdentifier,
  normaliseReporterIdentifier,
} from '@shared/crypto/reporter-secrets.js';
import {
  encryptPhoneReport,
  encryptSubmission,
  fileContext,
  reportKeyContext,
  type ReporterContact,
} from '@shared/crypto/submission.js';
import { wrapKeyWithKek } from '@shared/crypto/wrap.js';
import { fieldType, readableFieldDef } from '@shared/domain/category.js';
import { fieldTarget, type RedactionRecord } from '@shared/domain/redactions.js';
import type { RegisterRecord } from '@shared/domain/register-record.js';
import { minimisationDueAt, withRemoved } from '@shared/domain/minimisation.js';
import { storedFieldValue } from '@shared/domain/field-values.js';
import { addCalendarDays, addMonths, FEEDBACK_MONTHS } from '@shared/domain/deadlines.js';
import {
  polishCalendarDate,
  reportState,
  reportType,
  type ReportState,
  type ReportType,
} from '@shared/domain/report.js';
import { putObject } from '../functions/adapters/s3.js';
import { byReporter, bySystem, logEntryWrite } from '../functions/data/audit-log.js';
import { reportFieldDefs, type CategoryRecord } from '../functions/data/categories.js';
import { messageWrites, type MessageRecord } from '../functions/data/report-messages.js';
import type { ReadyReportFile } from '../functions/data/report-files.js';
import { storedReportFileWrite } from '../functions/data/report-files.js';
import { newReportNoteWrite, type ReportNoteRecord } from '../functions/data/report-notes.js';
import { newProtocolWrite, type ReportProtocolRecord } from '../functions/data/report-protocols.js';
import { writtenProtocolPurpose } from '@shared/domain/protocols.js';
import { newReportWrites, type ReportRecord } from '../functions/data/reports.js';
import { newMarkWrites, type MinimisationMarkRecord } from '../functions/data/report-minimisations.js';
import { markSubject, polishDateText } from '../functions/reports/minimisation-rules.js';
import { notePurpose, type NoteKind } from '@shared/domain/report-notes.js';
import { transact, type TxLogEntry } from '../functions/data/transact.js';
import { authVerifier } from '../functions/lib/credentials.js';
import { sha256 } from '../functions/lib/hashing.js';
import { demo, demoStaffIds } from './config.js';
import { legalHoldReasonLabel } from '@shared/messages/retention.js';
import { voiceTexts } from '@shared/messages/voice.js';
import { DAY, HOUR, MINUTE } from '@shared/domain/time.js';

/** What a demo report says, in the reporter's words (plaintext only until it is encrypted here). */
const descriptions = [
  'Kierownik magazynu od kilku miesięcy zawyża liczbę nadgodzin w ewidencji czasu pracy swojego zespołu.',
  'Podczas przetargu na dostawę sprzętu IT oferta jednego z wykonawców była znana przed otwarciem kopert.',
  'Odpady chemiczne z lakierni są wylewane do kanalizacji deszczowej za halą nr 2, zwykle w weekendy.',
  'Przełożony uzależnia przedłużenie umowy od przekazywania mu części premii.',
  'Dane osobowe klientów są wysyłane na prywatne skrzynki pocztowe pracowników działu sprzedaży.',
  'W dokumentacji BHP wpisano szkolenia, które się nie odbyły; nowi pracownicy pracują bez instruktażu.',
  'Faktury za usługi doradcze są wystawiane przez firmę powiązaną z członkiem zarządu, bez odbioru prac.',
  'Pracownicy zmiany nocnej są zmuszani do obsługi wózków widłowych bez uprawnień UDT.',
  'Zamówienia publiczne są dzielone na mniejsze części, aby uniknąć procedury przetargowej.',
  'Wyniki badań jakości partii leku zostały poprawione po terminie, bez ponownego badania próbek.',
  'Księgowa otrzymała polecenie zaksięgowania kosztów prywatnego remontu jako kosztów firmy.',
  'Osoba z działu kadr udostępnia informacje o zdrowiu pracowników osobom spoza działu.',
] as const;
const concerned = [
  'Kierownik magazynu, p. Tomasz W.',
  'Dział zakupów',
  'Kierownik zmiany nocnej',
  'Członek zarządu ds. finansów',
  'Spółka Przykład-Serwis sp. z o.o.',
  'Dział kadr i płac',
] as const;
const witnesses = [
  'Dwie osoby z mojego zespołu widziały to samo; mogę wskazać je w rozmowie.',
  'Mam zdjęcia i wydruki z systemu.',
  'Korespondencja e-mail z marca i kwietnia.',
  '',
] as const;
/** The option of a select report `i` chose, from the category's own: the first every other report, then each of the rest in turn. */
const demoChoice = (options: readonly string[], i: number): string | undefined =>
  i % 2 === 0 || options.length < 2 ? options[0] : options[1 + (((i - 1) / 2) % (options.length - 1))];
const reporters: ReporterContact[] = [
  { name: 'Katarzyna Wiśniewska', email: 'k.wisniewska@example.pl', phone: '601234567' },
  { name: 'Michał Zieliński', email: 'michal.zielinski@example.pl', phone: '512345678' },
  { name: 'Agnieszka Wójcik', email: 'a.wojcik@example.pl', phone: '698765432' },
];
const labels = [
  'Pilne — finanse',
  'Do weryfikacji przez dział prawny',
  'Ochrona środowiska',
  'BHP',
  'RODO',
  'Zamówienia publiczne',
] as const;
const attachments = [
  { name: 'zdjęcie_hala_2.jpg', text: 'Zdjęcie wykonane 12 marca około 22:40 przy hali nr 2.' },
  { name: 'ewidencja_nadgodzin.pdf', text: 'Wyciąg z ewidencji czasu pracy: marzec–maj, zespół magazynu.' },
  { name: 'korespondencja.txt', text: 'Przekazuję korespondencję, z której wynika, że oferta była znana wcześniej.' },
] as const;

/**
 * The demo inbox's report carries a voice message (issue #32), as the form's recorder sends one:
 * a short disguised recording, Opus in WebM, made once by tools/make-demo-voice.ts and committed
 * with its marker, so that the seed needs no speech tools.
 */
function demoVoiceMessage(): { name: string; bytes: Uint8Array; voice: string } {
  const file = (extension: string) => new URL(`./demo-voice-message.${extension}`, import.meta.url);
  return {
    name: voiceTexts.fileName('webm'),
    bytes: readFileSync(file('webm')),
    // The marker as the recorder sends it (JSON on one line).
    voice: JSON.stringify(JSON.parse(readFileSync(file('json'), 'utf8'))),
  };
}

/**
 * The transcript of the demo inbox's voice message ('Protokół wiadomości głosowej', issue #32) as
 * staff wrote it, awaiting the reporter's approval: what the recording says (tools/make-demo-voice.ts).
 */
const voiceTranscript =
  'Dzień dobry. Chcę zgłosić, że w dziale zakupów faktury za usługi doradcze są płacone, choć nikt tych usług nie wykonał. Kierownik prosi, żeby nikomu o tym nie mówić.';

/** What staff noted on demo reports they opened (follow-up notes and property-damage notes). */
const staffNotes: { kind: NoteKind; text: string; showInRegister: boolean }[] = [
  {
    kind: 'note',
    text: 'Przeprowadzono rozmowę wyjaśniającą z kierownikiem działu; sporządzono notatkę służbową.',
    showInRegister: true,
  },
  {
    kind: 'note',
    text: 'Zabezpieczono dokumentację źródłową (ewidencja, korespondencja) do dalszej analizy.',
    showInRegister: false,
  },
  {
    kind: 'damage',
    text: 'Wstępnie oszacowana szkoda majątkowa: ok. 48 000 zł (nadpłacone wynagrodzenia).',
    showInRegister: true,
  },
];
const privateFile = {
  name: 'notatka_służbowa.txt',
  text: 'Notatka służbowa z czynności wyjaśniających — dokument wewnętrzny, tylko dla zespołu.',
};

/**
 * How demo report number `i` looks (newest first): deterministic, spread over about eight months,
 * so that the statistics have months, channels and categories to show and the lists have the
 * Act's terms close and missed to mark: a few new reports past their 7 days or due within 2,
 * open ones acknowledged late or with feedback overdue, closed ones with feedback late or never.
 */
export interface DemoReportPlan {
  state: ReportState;
  type: ReportType;
  category: 'internal' | 'external';
  receivedAt: string;
  /** When staff first opened it (the acknowledgement); null while new. */
  acknowledgedAt: string | null;
  archivedAt: string | null;
  hasNewMessages: boolean;
  files: number;
  label: string | null;
  /** Messages exchanged with the reporter (the last one is the reporter's while the marker is up). */
  conversation: boolean;
  /** When staff reply, for an opened report with a conversation. */
  replyAt: string | null;
  /**
   * Whether staff marked that reply as the feedback ('To jest informacja zwrotna'); a plain reply
   * (asking for documents) leaves the 3-month term running.
   */
  replyIsFeedback: boolean;
  /** The feedback the report shows: the marked reply's time, or null. */
  feedbackAt: string | null;
  /**
   * The report whose inbox the start banner names (a known identifier and password); acknowledged
   * by the rule at receipt ('Reguły'), so its conversation starts with the organisation's text.
   */
  inbox: boolean;
  /** The phone report recorded by staff whose caller the start banner names (identifier and phone number). */
  phoneInbox: boolean;
  /** The newest closed report is kept past retention: proceedings it started still run. */
  legalHold: boolean;
  /** Archived with the day follow-up ended recorded before it ('Zakończenie działań następczych'). */
  followUpEnded: boolean;
  /**
   * 'Osoba prowadząca': who handles it, so that 'Moje sprawy' shows some reports to both demo
   * logins (the user sees only the internal category, so only internal reports name them).
   */
  handledBy: (keyof typeof demoHandlerIds)[];
  /** 'Wyłącz z dostępu': the demo Użytkownik is excluded from it (`demo.hiddenFromUserIdentifier`). */
  hiddenFromUser: boolean;
  /** When the reporter asked for a meeting in person ('Poproś o spotkanie'); null: never. */
  meetingRequestedAt: string | null;
}

/** The demo staff who handle reports, by id. */
const demoHandlerIds = { admin: demoStaffIds.admin, user: demoStaffIds.user } as const;

function demoHandledBy(i: number, category: DemoReportPlan['category']): DemoReportPlan['handledBy'] {
  if (category === 'external') return i % 2 === 0 ? ['admin'] : [];
  return ([['user'], ['admin', 'user'], ['admin'], []] as const satisfies readonly DemoReportPlan['handledBy'][])[
    i % 4
  ]!.slice();
}

/**
 * Days before now each demo report came in: new reports mostly in the last four days, two due
 * within 2 days, three past their 7 days; open ones from 9 days to over 3 months; closed ones
 * from about 3 to 8 months.
 */
function ageInDays(i: number, counts: { new: number; open: number }): number {
  const newAges = [
    0.1, 0.3, 0.6, 0.8, 1.1, 1.3, 1.6, 1.9, 2.1, 2.4, 2.6, 2.9, 3.1, 3.4, 3.6, 3.9, 4.2, 5.4, 6.3, 8.6, 11.4, 15.2,
  ];
  if (i < counts.new) return newAges[i % newAges.length]! + Math.floor(i / newAges.length) * 16;
  if (i < counts.new + counts.open) return 9.3 + (i - counts.new) * 3.9;
  return 100.4 + (i - counts.new - counts.open) * 6.7;
}

/** The Act's clocks the demo shows on purpose (by report number); every other report met its terms in time. */
interface DemoClock {
  acknowledgedAfterDays?: number;
  replyAfterDays?: number;
  archivedAfterDays?: number;
  /** Opened the day before this term's feedback is due in so many days (calendar dates in Poland), not answered yet. */
  feedbackDueInDays?: number;
  /** The reporter wrote, staff never answered. */
  noReply?: boolean;
}
const demoClocks: Record<number, DemoClock> = {
  27: { acknowledgedAfterDays: 9.2 }, // opened on day 10: acknowledged late
  39: { acknowledgedAfterDays: 8.1 }, // opened on day 9: acknowledged late
  43: { feedbackDueInDays: 1 }, // feedback due tomorrow
  45: { noReply: true }, // over 3 months open, the reporter's message unanswered: feedback overdue
  50: { archivedAfterDays: 110 }, // closed after 3 months without feedback: missed
  52: { replyAfterDays: 100, archivedAfterDays: 104 }, // first reply after 3 months: late
  58: { acknowledgedAfterDays: 9.5 },
};

/**
 * Open reports younger than this whose number is even were answered with a plain reply (a
 * request for documents): their feedback term still runs, far from its end. Every other reply
 * was marked as the feedback.
 */
const PLAIN_REPLY_MAX_AGE_DAYS = 60;

/** A new report of the internal category, which the demo's phone channel takes (type 2 by `i % 11`). */
const PHONE_INBOX_REPORT = 4;

/** An open report of the internal category with a new message that nobody handles: the demo Użytkownik is excluded from it. */
const HIDDEN_FROM_USER_REPORT = 27;

export function demoReportPlan(i: number, counts: { new: number; open: number }, now: Date): DemoReportPlan {
  const state =
    i < counts.new ? reportState.new : i < counts.new + counts.open ? reportState.open : reportState.archived;
  const clocks = demoClocks[i] ?? {};
  const dueSoonFrom =
    clocks.feedbackDueInDays === undefined
      ? null
      : Date.parse(
          `${addMonths(addCalendarDays(polishCalendarDate(now), clocks.feedbackDueInDays), -FEEDBACK_MONTHS)}T10:00:00Z`,
        );
  const received =
    dueSoonFrom !== null
      ? dueSoonFrom - DAY
      : now.getTime() - Math.round(ageInDays(i, counts) * DAY) - (i % 7) * 613_000;
  const hasNewMessages =
    (state === reportState.open && i % 5 !== 1 && i % 5 !== 3 && i % 5 !== 4) ||
    (state === reportState.new && i % 10 === 3);
  const conversation = hasNewMessages || (state !== reportState.new && i % 4 === 0);
  const acknowledged = state === reportState.new ? null : received + (clocks.acknowledgedAfterDays ?? 1) * DAY;
  const archived =
    state === reportState.archived ? received + (clocks.archivedAfterDays ?? 5 + (i % 20) * 2) * DAY : null;
  // Staff answer the day after opening (or when the demo says), always before closing.
  const replyAt =
    conversation && acknowledged !== null && !clocks.noReply
      ? clocks.replyAfterDays !== undefined
        ? received + clocks.replyAfterDays * DAY
        : acknowledged + DAY
      : null;
  const iso = (ms: number | null) =>
    ms === null ? null : new Date(Math.min(ms, now.getTime() - MINUTE)).toISOString();
  const replyIsFeedback =
    replyAt !== null &&
    !(state === reportState.open && i % 2 === 0 && now.getTime() - received < PLAIN_REPLY_MAX_AGE_DAYS * DAY);
  const category = i % 3 === 2 ? 'external' : 'internal';
  return {
    state,
    type: i % 11 === 4 ? reportType.phone : i % 13 === 7 ? reportType.email : reportType.form,
    category,
    receivedAt: new Date(received).toISOString(),
    acknowledgedAt: i === counts.new ? iso(received) : iso(acknowledged),
    archivedAt: iso(archived),
    hasNewMessages,
    files: i % 9 === 0 ? 2 : i % 4 === 1 ? 1 : 0,
    label: i % 2 === 0 ? labels[(i / 2) % labels.length]! : null,
    conversation,
    replyAt: iso(replyAt),
    replyIsFeedback,
    feedbackAt: replyIsFeedback ? iso(replyAt) : null,
    inbox: i === counts.new,
    phoneInbox: i === PHONE_INBOX_REPORT,
    legalHold: i === counts.new + counts.open,
    followUpEnded: i === counts.new + counts.open + 1,
    handledBy: demoHandledBy(i, category),
    hiddenFromUser: i === HIDDEN_FROM_USER_REPORT,
    // The demo inbox's reporter asked for a meeting two hours after sending: its 14-day term runs.
    meetingRequestedAt: i === counts.new ? iso(received + 2 * HOUR) : null,
  };
}

/** A Polish calendar day halfway between two instants (when the demo's follow-up ended before archiving). */
const dayBetween = (from: string, to: string) => polishCalendarDate(new Date((Date.parse(from) + Date.parse(to)) / 2));

/**
 * A conversation as reporters and staff write one (the reporter's last while the marker is up):
 * a plain reply asks for documents; a reply marked as the feedback tells what was done.
 */
const conversationTexts = {
  reporter: 'Dzień dobry, czy mogę przesłać dodatkowe dokumenty w tej sprawie? Mam kopie korespondencji.',
  staff: 'Dziękujemy za zgłoszenie. Tak, prosimy o przesłanie kopii korespondencji w odpowiedzi na tę wiadomość.',
  reporterAgain: 'Przesyłam, o co Państwo prosili. Czy sprawa jest już w toku?',
  staffFeedback:
    'Dziękujemy za zgłoszenie. Informujemy o podjętych działaniach następczych: przeprowadziliśmy postępowanie wyjaśniające i rozmowy z osobami, których sprawa dotyczy, a dział prawny przygotowuje zmiany w procedurach. Dokumenty można przesłać w odpowiedzi na tę wiadomość.',
  reporterAfterFeedback: 'Dziękuję za informację. Przesyłam jeszcze kopie korespondencji, o których pisałem.',
} as const;

/** The form values a reporter would have typed for report `i` of a category. */
function demoValues(i: number, category: CategoryRecord, kind: DemoReportPlan['category']) {
  const fields = [...category.fields].sort((a, b) => a.order - b.order);
  const values: { fieldId: string; value: string }[] = [];
  for (const [position, field] of fields.entries()) {
    const def = readableFieldDef(field);
    const given =
      position === 0
        ? descriptions[i % descriptions.length]!
        : position === 1
          ? concerned[i % concerned.length]!
          : field.type === fieldType.select
            ? demoChoice(def.options, i)
            : field.type === fieldType.checkbox
              ? i % 2 === 0
              : witnesses[i % witnesses.length]!;
    const value = storedFieldValue(def, given);
    if (value !== null) values.push({ fieldId: field.id, value });
  }
  return {
    fields: values,
    reporter: kind === 'external' && !category.anonymous ? reporters[i % reporters.length]! : null,
  };
}

/**
 * 'Zaczernienia' of the demo inbox's report: who the report concerns (the form's second field, a
 * written one) replaced by a label, so that its page and its redacted PDF show a redacted copy.
 */
function demoRedactions(
  category: CategoryRecord,
  fields: readonly { fieldId: string; value: string }[],
): RedactionRecord | null {
  const second = [...category.fields].sort((a, b) => a.order - b.order)[1];
  const value = fields.find((field) => field.fieldId === second?.id)?.value;
  if (!second || !value || (second.type !== fieldType.shortText && second.type !== fieldType.longText)) return null;
  return {
    v: 1,
    redactions: [
      { target: fieldTarget(second.id), start: 0, end: value.length, kind: 'replace', label: demo.redactionLabel },
    ],
  };
}

/** What staff wrote for the register about the demo inbox's report (the form gave the rest). */
const demoRegisterRecord: RegisterRecord = {
  v: 1,
  subject: '',
  personConcerned: '',
  followUp: 'Sprawdzono dokumenty dostaw z ostatniego kwartału; rozmowa wyjaśniająca z kierownikiem działu w toku.',
};

export interface DemoOrganisation {
  tenantId: string;
  publicKey: string;
  kid: string;
  /** The organisation metadata key, raw (it crosses to the worker threads that encrypt). */
  metadataKey: Uint8Array;
  categories: Record<DemoReportPlan['category'], CategoryRecord>;
  actor: { userId: string; name: string };
}

/** A demo report encrypted and ready to store: the item, its encrypted files and its conversation. */
export interface EncryptedDemoReport {
  report: ReportRecord;
  objects: { key: string; body: Uint8Array }[];
  messages: MessageRecord[];
  /** What staff added once they opened it: notes and a private file. */
  notes: ReportNoteRecord[];
  privateFiles: ReadyReportFile[];
  /** The protocols staff wrote (the demo inbox's voice message's transcript). */
  protocols: ReportProtocolRecord[];
  /** A passage marked 'Nieistotne dla sprawy', pending its deletion (the demo inbox's report). */
  minimisation?: MinimisationMarkRecord;
}

/** The demo inbox's report: its witnesses field names a neighbour, irrelevant to the case. */
function withWitnessStatement(category: CategoryRecord, fields: { fieldId: string; value: string }[]) {
  const witnesses = [...category.fields].sort((a, b) => a.order - b.order)[2];
  if (!witnesses || (witnesses.type !== fieldType.shortText && witnesses.type !== fieldType.longText)) return null;
  const given = fields.find((field) => field.fieldId === witnesses.id);
  if (given) given.value = demo.witnessStatement;
  else fields.push({ fieldId: witnesses.id, value: demo.witnessStatement });
  return witnesses.id;
}

/**
 * The administrator's mark of the neighbour's passage, two days before the seed: the field's text
 * with it replaced by '[usunięto]', encrypted under K as staff's browser does.
 */
async function demoMinimisation(
  org: DemoOrganisation,
  reportId: string,
  reportKey: CryptoKey,
  fieldId: string,
): Promise<MinimisationMarkRecord> {
  const start = demo.witnessStatement.indexOf(demo.irrelevantPassage);
  const range = { start, end: start + demo.irrelevantPassage.length };
  const markedAt = new Date(Date.now() - 2 * DAY);
  return {
    tenantId: org.tenantId,
    reportId,
    markId: randomUUID(),
    target: { kind: 'field', fieldId, ...range },
    replacement: await encryptContent(reportKey, withRemoved(demo.witnessStatement, range), {
      tenant: org.tenantId,
      report: reportId,
      purpose: CONTENT_PURPOSE.field(fieldId),
    }),
    markedAt: markedAt.toISOString(),
    markedBy: { userId: org.actor.userId, name: org.actor.name },
    dueAt: minimisationDueAt(markedAt).toISOString(),
    deletedAt: null,
  };
}

/**
 * The conversation of a demo report, each message encrypted under K with the purpose the inbox
 * and the board use; a staff reply by the administrator an hour after the reporter wrote.
 */
async function demoConversation(
  org: DemoOrganisation,
  reportId: string,
  reportKey: CryptoKey,
  plan: DemoReportPlan,
): Promise<MessageRecord[]> {
  if (!plan.conversation) return [];
  const received = Date.parse(plan.receivedAt);
  // Staff answer only reports they have opened; a new report has only the reporter's message,
  // written halfway between its receipt and now.
  const script: { author: 'reporter' | 'staff'; text: string; at: number; feedback?: true }[] =
    plan.state === reportState.new || plan.replyAt === null
      ? [{ author: 'reporter', text: conversationTexts.reporter, at: received + (Date.now() - received) / 2 }]
      : [
          { author: 'reporter', text: conversationTexts.reporter, at: Date.parse(plan.replyAt) - HOUR },
          plan.replyIsFeedback
            ? { author: 'staff', text: conversationTexts.staffFeedback, at: Date.parse(plan.replyAt), feedback: true }
            : { author: 'staff', text: conversationTexts.staff, at: Date.parse(plan.replyAt) },
          ...(plan.hasNewMessages
            ? [
                {
                  author: 'reporter' as const,
                  text: plan.replyIsFeedback
                    ? conversationTexts.reporterAfterFeedback
                    : conversationTexts.reporterAgain,
                  at: Date.parse(plan.replyAt) + HOUR,
                },
              ]
            : []),
        ];
  return Promise.all(
    script.map(async ({ author, text, at, feedback }) => {
      const messageId = randomUUID();
      return {
        tenantId: org.tenantId,
        reportId,
        messageId,
        sentAt: new Date(Math.min(at, Date.now() - 1000)).toISOString(),
        author,
        staffUserId: author === 'staff' ? org.actor.userId : null,
        staffUserName: author === 'staff' ? org.actor.name : null,
        body: await encryptContent(reportKey, text, {
          tenant: org.tenantId,
          report: reportId,
          purpose: CONTENT_PURPOSE.message(messageId, author),
        }),
        ...(feedback ? { feedback } : {}),
      };
    }),
  );
}

/** The demo inbox's report opens with the banner's password: K wrapped again under its kek. */
async function knownReporterKeys(
  slot: { tenantId: string; reportId: string; identifier: string },
  reportKey: CryptoKey,
) {
  const keys = await deriveReporterKeys(slot.identifier, demo.inboxPassword);
  return {
    forReporter: await wrapKeyWithKek(reportKey, 'report-key', keys.kek, {
      context: reportKeyContext(slot.tenantId, slot.reportId),
    }),
    reporterAuthVerifier: authVerifier(keys.authKey),
  };
}

/** An opened demo report gets a note or two (one of them about damage on every third) and a private file. */
async function staffAdditions(
  org: DemoOrganisation,
  i: number,
  report: ReportRecord,
  reportKey: CryptoKey,
  objects: EncryptedDemoReport['objects'],
) {
  const opened = Date.parse(report.acknowledgedAt ?? report.receivedAt);
  const context = (purpose: string) => ({ tenant: org.tenantId, report: report.reportId, purpose });
  const chosen = [staffNotes[0]!, ...(i % 2 ? [staffNotes[1]!] : []), ...(i % 3 === 0 ? [staffNotes[2]!] : [])];
  const notes = await Promise.all(
    chosen.map(async (note, n): Promise<ReportNoteRecord> => {
      const noteId = randomUUID();
      const at = new Date(opened + (n + 1) * HOUR).toISOString();
      return {
        tenantId: org.tenantId,
        reportId: report.reportId,
        noteId,
        kind: note.kind,
        text: await encryptContent(reportKey, note.text, context(notePurpose(note.kind, noteId))),
        showInRegister: note.showInRegister,
        authorId: org.actor.userId,
        authorName: org.actor.name,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  const fileId = randomUUID();
  const body = await encryptFile(reportKey, new TextEncoder().encode(privateFile.text), {
    context: fileContext(report, fileId),
  });
  const s3Key = objectKeys.reportFile(org.tenantId, report.reportId, fileId);
  objects.push({ key: s3Key, body });
  const uploadedAt = new Date(opened + 2 * HOUR).toISOString();
  const file: ReadyReportFile = {
    tenantId: org.tenantId,
    reportId: report.reportId,
    fileId,
    kind: 'private',
    messageId: null,
    name: await encryptContent(reportKey, privateFile.name, context(CONTENT_PURPOSE.fileName(fileId))),
    size: body.length,
    s3Key,
    state: 'ready',
    startedAt: uploadedAt,
    uploadedAt,
    uploaderId: org.actor.userId,
  };
  return { notes, privateFiles: [file] };
}

/** The languages the demo's form reports were sent in, in turn. */
const demoLanguages = ['pl', 'uk', 'pl', 'en', 'pl'] as const;

/**
 * Encrypts demo report `i` exactly as the public form would: a fresh report key encrypts the
 * fields, reporter data and file names in `encryptSubmission` (the form's own code, Argon2id at
 * the production cost for the reporter's key), attachments are encrypted files, the label is
 * under the metadata key. Pure computation: it runs in worker threads.
 */
export async function encryptDemoReport(
  org: DemoOrganisation,
  i: number,
  plan: DemoReportPlan,
): Promise<EncryptedDemoReport> {
  const category = org.categories[plan.category];
  const reportId = randomUUID();
  const identifier = plan.inbox
    ? normaliseReporterIdentifier(demo.inboxIdentifier)
    : plan.phoneInbox
      ? normaliseReporterIdentifier(demo.phoneInboxIdentifier)
      : plan.hiddenFromUser
        ? normaliseReporterIdentifier(demo.hiddenFromUserIdentifier)
        : generateReporterIdentifier();
  const slot = {
    tenantId: org.tenantId,
    reportId,
    identifier,
    organisation: { publicKey: org.publicKey, kid: org.kid },
  };
  const files: { fileId: string; name: string; bytes: Uint8Array; voice?: string }[] = [
    ...Array.from({ length: plan.files }, (_, n) => {
      const { name, text } = attachments[(i + n) % attachments.length]!;
      return { fileId: randomUUID(), name, bytes: new TextEncoder().encode(text) };
    }),
    ...(plan.inbox ? [{ fileId: randomUUID(), ...demoVoiceMessage() }] : []),
  ];
  const input = {
    ...demoValues(i, category, plan.category),
    files: files.map(({ fileId, name, voice }) => ({ fileId, name, ...(voice ? { voice } : {}) })),
    // The form records the language it was used in: most in Polish, some in Ukrainian and English.
    ...(plan.phoneInbox ? {} : { language: demoLanguages[i % demoLanguages.length] }),
    // The reporter asked in the form not to be seen by the person the administrator then excluded.
    ...(plan.hiddenFromUser ? { exclusionRequest: demo.hiddenFromUserRequest } : {}),
  };
  const witnessFieldId = plan.inbox ? withWitnessStatement(category, input.fields) : null;
  // The phone report's protocol is encrypted as staff record one: the caller's key from identifier + phone number.
  const encrypted = plan.phoneInbox
    ? await encryptPhoneReport(slot, input, demo.phoneInboxNumber)
    : await encryptSubmission(slot, input);
  const objects: EncryptedDemoReport['objects'] = [];
  const stored: ReportRecord['files'] = [];
  for (const file of files) {
    const body = await encryptFile(encrypted.reportKey, file.bytes, {
      context: fileContext(slot, file.fileId),
    });
    const key = objectKeys.reportFile(org.tenantId, reportId, file.fileId);
    objects.push({ key, body });
    const sent = encrypted.body.files.find((f) => f.fileId === file.fileId)!;
    stored.push({
      fileId: file.fileId,
      name: sent.name,
      ...(sent.voice ? { voice: sent.voice } : {}),
      size: body.length,
      s3Key: key,
    });
  }
  const metadataKey = await importContentKey(org.metadataKey);
  const known = plan.inbox ? await knownReporterKeys(slot, encrypted.reportKey) : null;
  const redactions = plan.inbox ? demoRedactions(category, input.fields) : null;
  const messages = await demoConversation(org, reportId, encrypted.reportKey, plan);
  // Staff wrote the voice message's transcript the day after it came; it awaits the reporter.
  const protocols: ReportProtocolRecord[] = plan.inbox
    ? [
        {
          tenantId: org.tenantId,
          reportId,
          kind: 'voice',
          version: 1,
          text: await encryptContent(encrypted.reportKey, voiceTranscript, {
            tenant: org.tenantId,
            report: reportId,
            purpose: writtenProtocolPurpose('voice', 1),
          }),
          writtenAt: new Date(Math.min(Date.parse(plan.receivedAt) + DAY, Date.now() - MINUTE)).toISOString(),
          authorId: org.actor.userId,
          authorName: org.actor.name,
        },
      ]
    : [];
  const report: ReportRecord = {
    tenantId: org.tenantId,
    reportId,
    identifier,
    categoryId: category.categoryId,
    categoryName: category.name,
    type: plan.type,
    state: plan.state,
    receivedAt: plan.receivedAt,
    archivedAt: plan.archivedAt,
    acknowledgedAt: plan.acknowledgedAt,
    hasAttachments: stored.length > 0,
    repliesCount: messages.filter((message) => message.author === 'staff').length,
    ...firstFeedback(messages),
    ...(plan.legalHold && plan.archivedAt
      ? { legalHold: { reason: 'prosecution' as const, setAt: plan.archivedAt, setByName: org.actor.name } }
      : {}),
    ...(plan.followUpEnded && plan.archivedAt
      ? {
          followUpEnd: {
            on: dayBetween(plan.receivedAt, plan.archivedAt),
            setAt: plan.archivedAt,
            setByName: org.actor.name,
          },
        }
      : {}),
    label: plan.label
      ? await encryptContent(metadataKey, plan.label, {
          tenant: org.tenantId,
          report: reportId,
          purpose: CONTENT_PURPOSE.label,
        })
      : null,
    hasNewMessages: plan.hasNewMessages,
    fieldDefs: reportFieldDefs(category.fields),
    fields: encrypted.body.fields,
    reporter: encrypted.body.reporter,
    ...(encrypted.body.language ? { language: encrypted.body.language } : {}),
    ...(encrypted.body.exclusionRequest ? { exclusionRequest: encrypted.body.exclusionRequest } : {}),
    files: stored,
    keys: known ? { ...encrypted.body.keys, forReporter: known.forReporter } : encrypted.body.keys,
    reporterAuthVerifier: known?.reporterAuthVerifier ?? authVerifier(encrypted.body.reporterAuthKey),
    slotTokenHash: sha256(randomUUID()),
    ...(plan.phoneInbox ? { phoneProtocol: { state: 'awaiting' as const, answeredAt: null } } : {}),
    ...(protocols[0]
      ? {
          voiceProtocol: {
            state: 'awaiting' as const,
            answeredAt: null,
            version: 1,
            recordedAt: protocols[0].writtenAt,
            writtenAt: protocols[0].writtenAt,
          },
        }
      : {}),
    ...(plan.meetingRequestedAt ? { meetingRequestedAt: plan.meetingRequestedAt } : {}),
    ...(plan.inbox
      ? {
          automaticAcknowledgement: {
            templateId: demo.automaticAcknowledgement.templateId,
            version: demo.automaticAcknowledgement.version,
          },
        }
      : {}),
    ...(plan.handledBy.length
      ? { handlerIds: plan.handledBy.map((who) => demoHandlerIds[who]), handlersVersion: 1 }
      : {}),
    ...(plan.hiddenFromUser ? { excludedIds: [demoStaffIds.user], handlersVersion: 1 } : {}),
    ...(redactions
      ? {
          redactions: await encryptContent(encrypted.reportKey, JSON.stringify(redactions), {
            tenant: org.tenantId,
            report: reportId,
            purpose: CONTENT_PURPOSE.redactions,
          }),
          redactionsVersion: 1,
        }
      : {}),
    ...(plan.inbox
      ? {
          register: await encryptContent(encrypted.reportKey, JSON.stringify(demoRegisterRecord), {
            tenant: org.tenantId,
            report: reportId,
            purpose: CONTENT_PURPOSE.register,
          }),
          registerVersion: 1,
        }
      : {}),
  };
  const additions =
    plan.state === reportState.new
      ? { notes: [], privateFiles: [] }
      : await staffAdditions(org, i, report, encrypted.reportKey, objects);
  const minimisation = witnessFieldId
    ? { minimisation: await demoMinimisation(org, reportId, encrypted.reportKey, witnessFieldId) }
    : {};
  return { report, objects, messages, protocols, ...additions, ...minimisation };
}

/**
 * Stores an encrypted demo report as finalise does (files, then the report's writes) and answers
 * the log entries of its history (received, archived, the conversation), for the seed to write in time order: an
 * entry's time never runs before the one it follows in the chain, and a demo's history is told
 * out of order.
 */
export async function storeDemoReport(
  org: Pick<DemoOrganisation, 'tenantId' | 'actor'>,
  { report, objects, messages, notes, privateFiles, minimisation, protocols }: EncryptedDemoReport,
): Promise<TxLogEntry[]> {
  for (const object of objects) await putObject(object.key, object.body);
  await transact([
    ...newReportWrites(report),
    ...notes.map(newReportNoteWrite),
    ...protocols.map(newProtocolWrite),
    ...privateFiles.map(storedReportFileWrite),
    ...messages.flatMap(messageWrites),
  ]);
  // On the report as just written (its marks' version 0).
  if (minimisation) await transact(newMarkWrites(report, minimisation));
  const received = logEntryWrite(
    { ...byReporter(org.tenantId, report.reportId), at: new Date(report.receivedAt) },
    'report.received',
  );
  const acknowledged = report.automaticAcknowledgement
    ? [
        logEntryWrite(
          { ...bySystem(org.tenantId, report.reportId), at: new Date(report.receivedAt) },
          'report.acknowledged.automatically',
          formatReporterIdentifier(report.identifier),
        ),
      ]
    : [];
  const byActor = (at: string) => ({
    tenantId: org.tenantId,
    actor: { userId: org.actor.userId, userName: org.actor.name },
    reportId: report.reportId,
    at: new Date(at),
  });
  const archived = report.archivedAt
    ? [logEntryWrite(byActor(report.archivedAt), 'report.archived', formatReporterIdentifier(report.identifier))]
    : [];
  const held = report.legalHold
    ? [
        logEntryWrite(
          byActor(report.legalHold.setAt),
          'report.legalHold.set',
          formatReporterIdentifier(report.identifier),
          legalHoldReasonLabel[report.legalHold.reason],
        ),
      ]
    : [];
  const followUpEnded = report.followUpEnd
    ? [
        logEntryWrite(
          byActor(report.followUpEnd.setAt),
          'report.followUpEnd.set',
          formatReporterIdentifier(report.identifier),
          report.followUpEnd.on,
        ),
      ]
    : [];
  const identifier = formatReporterIdentifier(report.identifier);
  const conversation = messages.map((message) =>
    logEntryWrite(
      {
        ...(message.author === 'staff'
          ? {
              tenantId: org.tenantId,
              actor: { userId: org.actor.userId, userName: org.actor.name },
              reportId: report.reportId,
            }
          : byReporter(org.tenantId, report.reportId)),
        at: new Date(message.sentAt),
      },
      message.author === 'reporter'
        ? 'report.message.received'
        : message.feedback
          ? 'report.reply.feedback'
          : 'report.reply.sent',
      identifier,
    ),
  );
  const handlerNames: Record<string, string> = {
    [demoStaffIds.admin]: demo.adminName,
    [demoStaffIds.user]: demo.userName,
  };
  // What staff did when they first opened it: chose handlers, excluded someone, redacted.
  const opening = byActor(report.acknowledgedAt ?? report.receivedAt);
  const names = (userIds: readonly string[]) => userIds.map((userId) => handlerNames[userId] ?? userId).join(', ');
  const handled = report.handlerIds?.length
    ? [logEntryWrite(opening, 'report.handlers.changed', identifier, names(report.handlerIds), '—')]
    : [];
  const excluded = report.excludedIds?.length
    ? [
        logEntryWrite(
          opening,
          'report.access.excluded',
          identifier,
          names(report.excludedIds),
          demo.hiddenFromUserReason,
        ),
      ]
    : [];
  const redacted = report.redactions ? [logEntryWrite(opening, 'report.redactions.changed', identifier)] : [];
  const registered = report.register ? [logEntryWrite(opening, 'report.register.changed', identifier)] : [];
  const marked = minimisation
    ? [
        logEntryWrite(
          byActor(minimisation.markedAt),
          'report.minimisation.marked',
          identifier,
          markSubject(report, minimisation.target),
          polishDateText(minimisation.dueAt),
        ),
      ]
    : [];
  const meeting = report.meetingRequestedAt
    ? [
        logEntryWrite(
          { ...byReporter(org.tenantId, report.reportId), at: new Date(report.meetingRequestedAt) },
          'report.meeting.requested',
          identifier,
        ),
      ]
    : [];
  const written = protocols.map((protocol) =>
    logEntryWrite(
      { ...byActor(protocol.writtenAt), actor: { userId: protocol.authorId, userName: protocol.authorName } },
      'report.voiceProtocol.written',
      identifier,
      String(protocol.version),
    ),
  );
  return [
    received,
    ...acknowledged,
    ...handled,
    ...excluded,
    ...redacted,
    ...registered,
    ...meeting,
    ...written,
    ...archived,
    ...held,
    ...followUpEnded,
    ...conversation,
    ...marked,
  ];
}

/** The first staff reply marked as the feedback is the reporter's first feedback (the Act's 3-month term); a plain reply is not. */
function firstFeedback(
  messages: readonly Pick<MessageRecord, 'author' | 'sentAt' | 'feedback'>[],
): Pick<ReportRecord, 'feedbackAt'> {
  const sentAt = messages
    .filter((message) => message.author === 'staff' && message.feedback)
    .map((message) => message.sentAt)
    .sort()[0];
  return sentAt ? { feedbackAt: sentAt } : {};
}
