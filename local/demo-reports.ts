import { randomUUID } from 'node:crypto';
import { objectKeys } from '../functions/data/object-keys.js';
import { CONTENT_PURPOSE, encryptContent, importContentKey } from '@shared/crypto/content.js';
import { encryptFile } from '@shared/crypto/files.js';
import { formatReporterIdentifier, generateReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { encryptSubmission, fileContext, type ReporterContact } from '@shared/crypto/submission.js';
import { fieldType } from '@shared/domain/category.js';
import { reportState, reportType, type ReportState, type ReportType } from '@shared/domain/report.js';
import { formTexts } from '@shared/messages/form.js';
import { putObject } from '../functions/adapters/s3.js';
import { byReporter, logEntryWrite } from '../functions/data/audit-log.js';
import type { CategoryRecord } from '../functions/data/categories.js';
import { newReportWrites, type ReportRecord } from '../functions/data/reports.js';
import { transact, type TxLogEntry } from '../functions/data/transact.js';
import { authVerifier } from '../functions/lib/credentials.js';
import { sha256 } from '../functions/lib/hashing.js';

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
const concerned = ['Kierownik magazynu, p. Tomasz W.', 'Dział zakupów', 'Kierownik zmiany nocnej', 'Członek zarządu ds. finansów', 'Spółka Przykład-Serwis sp. z o.o.', 'Dział kadr i płac'] as const;
const witnesses = ['Dwie osoby z mojego zespołu widziały to samo; mogę wskazać je w rozmowie.', 'Mam zdjęcia i wydruki z systemu.', 'Korespondencja e-mail z marca i kwietnia.', ''] as const;
const alreadyReported = ['Nie', 'Tak - wewnętrznie', 'Nie', 'Tak - zewnętrznie'] as const;
const reporters: ReporterContact[] = [
  { name: 'Katarzyna Wiśniewska', email: 'k.wisniewska@example.pl', phone: '601234567' },
  { name: 'Michał Zieliński', email: 'michal.zielinski@example.pl', phone: '512345678' },
  { name: 'Agnieszka Wójcik', email: 'a.wojcik@example.pl', phone: '698765432' },
];
const labels = ['Pilne — finanse', 'Do weryfikacji przez dział prawny', 'Ochrona środowiska', 'BHP', 'RODO', 'Zamówienia publiczne'] as const;
const attachments = [
  { name: 'zdjęcie_hala_2.jpg', text: 'Zdjęcie wykonane 12 marca około 22:40 przy hali nr 2.' },
  { name: 'ewidencja_nadgodzin.pdf', text: 'Wyciąg z ewidencji czasu pracy: marzec–maj, zespół magazynu.' },
  { name: 'korespondencja.txt', text: 'Przekazuję korespondencję, z której wynika, że oferta była znana wcześniej.' },
] as const;

/** How demo report number `i` looks (newest first): deterministic, spread over four months. */
export interface DemoReportPlan {
  state: ReportState;
  type: ReportType;
  category: 'internal' | 'external';
  receivedAt: string;
  archivedAt: string | null;
  hasNewMessages: boolean;
  files: number;
  label: string | null;
}

export function demoReportPlan(i: number, counts: { new: number; open: number }, now: Date): DemoReportPlan {
  const state = i < counts.new ? reportState.new : i < counts.new + counts.open ? reportState.open : reportState.archived;
  const receivedAt = new Date(now.getTime() - (i * 44 + 3) * 3_600_000 - (i % 7) * 613_000);
  const hasNewMessages = (state === reportState.open && i % 5 !== 1 && i % 5 !== 3 && i % 5 !== 4) || (state === reportState.new && i % 10 === 3);
  return {
    state,
    type: i % 11 === 4 ? reportType.phone : i % 13 === 7 ? reportType.email : reportType.form,
    category: i % 3 === 2 ? 'external' : 'internal',
    receivedAt: receivedAt.toISOString(),
    archivedAt: state === reportState.archived ? new Date(receivedAt.getTime() + (5 + (i % 20)) * 86_400_000).toISOString() : null,
    hasNewMessages,
    files: i % 9 === 0 ? 2 : i % 4 === 1 ? 1 : 0,
    label: i % 2 === 0 ? labels[(i / 2) % labels.length]! : null,
  };
}

/** The form values a reporter would have typed for report `i` of a category. */
function demoValues(i: number, category: CategoryRecord, kind: DemoReportPlan['category']) {
  const fields = [...category.fields].sort((a, b) => a.order - b.order);
  const values: { fieldId: string; value: string }[] = [];
  for (const [position, field] of fields.entries()) {
    const value =
      position === 0
        ? descriptions[i % descriptions.length]!
        : position === 1
          ? concerned[i % concerned.length]!
          : field.type === fieldType.select
            ? alreadyReported[i % alreadyReported.length]!
            : field.type === fieldType.checkbox
              ? i % 2 === 0 ? formTexts.checkedValue : ''
              : witnesses[i % witnesses.length]!;
    if (value) values.push({ fieldId: field.id, value });
  }
  return { fields: values, reporter: kind === 'external' && !category.anonymous ? reporters[i % reporters.length]! : null };
}

export interface DemoOrganisation {
  tenantId: string;
  publicKey: string;
  kid: string;
  /** The organisation metadata key, raw (it crosses to the worker threads that encrypt). */
  metadataKey: Uint8Array;
  categories: Record<DemoReportPlan['category'], CategoryRecord>;
  actor: { userId: string; name: string };
}

/** A demo report encrypted and ready to store: the item and its encrypted files. */
export interface EncryptedDemoReport {
  report: ReportRecord;
  objects: { key: string; body: Uint8Array }[];
}

/**
 * Encrypts demo report `i` exactly as the public form would: a fresh report key encrypts the
 * fields, reporter data and file names in `encryptSubmission` (the form's own code, Argon2id at
 * the production cost for the reporter's key), attachments are encrypted files, the label is
 * under the metadata key. Pure computation: it runs in worker threads.
 */
export async function encryptDemoReport(org: DemoOrganisation, i: number, plan: DemoReportPlan): Promise<EncryptedDemoReport> {
  const category = org.categories[plan.category];
  const reportId = randomUUID();
  const identifier = generateReporterIdentifier();
  const slot = { tenantId: org.tenantId, reportId, identifier, organisation: { publicKey: org.publicKey, kid: org.kid } };
  const files = Array.from({ length: plan.files }, (_, n) => ({ fileId: randomUUID(), ...attachments[(i + n) % attachments.length]! }));
  const encrypted = await encryptSubmission(slot, { ...demoValues(i, category, plan.category), files: files.map(({ fileId, name }) => ({ fileId, name })) });
  const objects: EncryptedDemoReport['objects'] = [];
  const stored: ReportRecord['files'] = [];
  for (const file of files) {
    const body = await encryptFile(encrypted.reportKey, new TextEncoder().encode(file.text), { context: fileContext(slot, file.fileId) });
    const key = objectKeys.reportFile(org.tenantId, reportId, file.fileId);
    objects.push({ key, body });
    stored.push({ fileId: file.fileId, name: encrypted.body.files.find((f) => f.fileId === file.fileId)!.name, size: body.length, s3Key: key });
  }
  const metadataKey = await importContentKey(org.metadataKey);
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
    // Demo reports past 'Nowe' were acknowledged the day after they came in.
    acknowledgedAt: plan.state === reportState.new ? null : new Date(Date.parse(plan.receivedAt) + 86_400_000).toISOString(),
    hasAttachments: stored.length > 0,
    repliesCount: 0,
    label: plan.label ? await encryptContent(metadataKey, plan.label, { tenant: org.tenantId, report: reportId, purpose: CONTENT_PURPOSE.label }) : null,
    hasNewMessages: plan.hasNewMessages,
    fieldDefs: category.fields.map(({ order: _order, ...field }) => field),
    fields: encrypted.body.fields,
    reporter: encrypted.body.reporter,
    files: stored,
    keys: encrypted.body.keys,
    reporterAuthVerifier: authVerifier(encrypted.body.reporterAuthKey),
    slotTokenHash: sha256(randomUUID()),
  };
  return { report, objects };
}

/**
 * Stores an encrypted demo report as finalise does (files, then the report's writes) and answers
 * the log entries of its history (received, archived), for the seed to write in time order: an
 * entry's time never runs before the one it follows in the chain, and a demo's history is told
 * out of order.
 */
export async function storeDemoReport(org: Pick<DemoOrganisation, 'tenantId' | 'actor'>, { report, objects }: EncryptedDemoReport): Promise<TxLogEntry[]> {
  for (const object of objects) await putObject(object.key, object.body);
  await transact(newReportWrites(report));
  const received = logEntryWrite({ ...byReporter(org.tenantId, report.reportId), at: new Date(report.receivedAt) }, 'report.received');
  const archived = report.archivedAt
    ? [
        logEntryWrite(
          { tenantId: org.tenantId, actor: { userId: org.actor.userId, userName: org.actor.name }, reportId: report.reportId, at: new Date(report.archivedAt) },
          'report.archived',
          formatReporterIdentifier(report.identifier),
        ),
      ]
    : [];
  return [received, ...archived];
}
