import type { SignedReceipt } from '@shared/receipts/receipt.js';
import type { FieldValues, PublicField, ReporterContact } from './field-rules.js';

/*
 * What the form shows of a send, apart from the sending itself (`send-report.ts`), which brings
 * the submission contracts and is loaded only once the reporter is at work (docs/figures.md "Budgets").
 */

/** The progress texts, in the order they appear, and ours when the finalise is sent again. */
export type SendStep = 'fetchingKey' | 'keyFetched' | 'encrypting' | 'encrypted' | 'sending' | 'retrying';

/** What the page shows of a send under way. */
export interface SendState {
  steps: SendStep[];
  /** 0..100, null before encryption starts. */
  encryptPercent: number | null;
  uploadPercent: number | null;
}

export const idleSend: SendState = { steps: [], encryptPercent: null, uploadPercent: null };

export interface SendProgress {
  step(step: SendStep): void;
  /** Share of the encryption done, 0..1. */
  encrypted(fraction: number): void;
  /** Share of the attachments' bytes uploaded, 0..1. */
  uploaded(fraction: number): void;
}

/**
 * What was sent, as the reporter wrote it (markup stripped): the success modal shows it beside the
 * identifier and password, so the reporter can check it before the form resets.
 */
export interface SentContent {
  category: string;
  fields: { label: string; value: string }[];
  reporter: ReporterContact | null;
  files: string[];
  /** 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …'; null: nothing asked. */
  exclusionRequest: string | null;
  /** 'Proszę o spotkanie osobiste' was ticked. */
  meetingRequested: boolean;
}

export interface SendInput {
  alias: string;
  categoryId: string;
  /** Already cleaned: markup stripped (field-rules.ts `reportValues`). */
  fields: { fieldId: string; value: string }[];
  reporter: ReporterContact | null;
  files: readonly File[];
  /** The organisation scans reporters' files (the form said so): each file goes with its own key. */
  scanFiles: boolean;
  /** The language the reporter used the form in: recorded under the report key for staff. */
  language: string;
  /** Whom the reporter asks to be excluded, trimmed; null: nothing asked. */
  exclusionRequest: string | null;
  /** A meeting in person is asked for with the report (a flag the server counts its 14 days from). */
  meetingRequested: boolean;
}

export interface SentReport {
  /** Shown as K7QM-3XPA-9B. */
  identifier: string;
  /** Generated in this browser, shown once, never sent. */
  password: string;
  /**
   * The inbox login secret derived from the password (what the finalise sent): kept in memory
   * only for the success modal's notice of replies, which opens the inbox with it.
   */
  inboxAuthKey: string;
  receivedAt: string;
  /** The signed receipt (docs/security.md §6.8); null for a report stored before receipts. */
  receipt: SignedReceipt | null;
}

/** What the form holds when the reporter confirms the send. */
export interface ReportToSend {
  categoryId: string;
  categoryName: string;
  fields: readonly PublicField[];
  values: FieldValues;
  /** Null when the category is anonymous (nothing asked about the reporter). */
  reporter: ReporterContact | null;
  files: File[];
  /** 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' as typed (empty: nothing asked). */
  exclusionRequest: string;
  /** 'Proszę o spotkanie osobiste', ticked in the confirmation (absent: not). */
  meetingRequested?: boolean;
}
