import { emptyMessageDraft, isEmptyDraft, type MessageDraft } from '@/lib/message-draft.js';

/**
 * The reporter's unsent message (its text and files, a voice message recorded and not yet sent
 * among them), kept in this tab's memory over the end of a session: when the
 * countdown reaches zero (or the token is refused) the reporter is sent to log in again, and what
 * they were writing waits here for the next login to the same report. Only in memory — never
 * storage, so a reload forgets it — and one report's at a time: 'Wyloguj' drops it, and so does a
 * login to another report (a shared computer never shows it to the next person).
 */
let kept: { reportId: string; draft: MessageDraft } | null = null;

/** The draft of this report, or an empty one. */
export const draftOf = (reportId: string): MessageDraft =>
  kept?.reportId === reportId ? kept.draft : emptyMessageDraft;

/** Keeps what is written for this report (nothing, once it is empty: sent or cleared). */
export function keepDraft(reportId: string, draft: MessageDraft): void {
  if (!isEmptyDraft(draft)) kept = { reportId, draft };
  else if (kept?.reportId === reportId) kept = null;
}

/** Whether an unsent message waits for a login. */
export const hasDraft = (): boolean => kept !== null;

/** 'Wyloguj': the reporter is done; nothing stays. */
export function dropDraft(): void {
  kept = null;
}

/** A login opened this report: a draft of any other report is dropped. */
export function keepOnlyDraftOf(reportId: string): void {
  if (kept?.reportId !== reportId) kept = null;
}
