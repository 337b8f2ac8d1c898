import type { MessageRef } from '@shared/errors.js';
import * as audit from '@shared/messages/audit.js';
import * as auth from '@shared/messages/auth.js';
import * as billing from '@shared/messages/billing.js';
import * as categories from '@shared/messages/categories.js';
import * as common from '@shared/messages/common.js';
import * as conversation from '@shared/messages/conversation.js';
import * as deadlines from '@shared/messages/deadlines.js';
import * as emailReports from '@shared/messages/email-reports.js';
import * as errors from '@shared/messages/errors.js';
import * as external from '@shared/messages/external.js';
import * as files from '@shared/messages/files.js';
import * as forwards from '@shared/messages/forwards.js';
import * as inboxReport from '@shared/messages/inbox-report.js';
import * as metadata from '@shared/messages/metadata.js';
import * as phoneReports from '@shared/messages/phone-reports.js';
import * as procedure from '@shared/messages/procedure.js';
import * as protocols from '@shared/messages/protocols.js';
import * as replyNotices from '@shared/messages/reply-notices.js';
import * as redactions from '@shared/messages/redactions.js';
import * as registerRecord from '@shared/messages/register-record.js';
import * as minimisation from '@shared/messages/minimisation.js';
import * as reportExclusions from '@shared/messages/report-exclusions.js';
import * as reportHandlers from '@shared/messages/report-handlers.js';
import * as reportNotes from '@shared/messages/report-notes.js';
import * as reports from '@shared/messages/reports.js';
import * as passkeys from '@shared/messages/passkeys.js';
import * as retention from '@shared/messages/retention.js';
import * as settings from '@shared/messages/settings.js';
import * as sms from '@shared/messages/sms.js';
import * as submission from '@shared/messages/submission.js';
import * as totp from '@shared/messages/totp.js';
import * as users from '@shared/messages/users.js';
import * as validation from '@shared/messages/validation.js';

/**
 * Every `shared/messages` module the functions read (message-keys.test.ts keeps the list whole).
 * The modules a reporter screen or the authority's download page translates come first: a text
 * defined twice takes the key such a screen can read.
 */
export const keyedModules = {
  errors,
  validation,
  submission,
  files,
  metadata,
  'inbox-report': inboxReport,
  conversation,
  'phone-reports': phoneReports,
  protocols,
  'reply-notices': replyNotices,
  external,
  auth,
  users,
  billing,
  audit,
  categories,
  settings,
  procedure,
  forwards,
  reports,
  'report-notes': reportNotes,
  'report-handlers': reportHandlers,
  'report-exclusions': reportExclusions,
  redactions,
  'register-record': registerRecord,
  minimisation,
  'email-reports': emailReports,
  sms,
  totp,
  passkeys,
  retention,
  deadlines,
  common,
} as const;

type Entry = (...args: never[]) => string;

interface Index {
  /** Each text of the catalogues by its Polish wording. */
  keyOfText: Map<string, string>;
  /** Each entry that is a function, by itself. */
  keyOfEntry: Map<Entry, string>;
}

let built: Index | undefined;

/** Built when the first error is keyed, not when a function starts: most requests never need it. */
function keys(): Index {
  if (built) return built;
  const index: Index = { keyOfText: new Map(), keyOfEntry: new Map() };
  const add = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (!index.keyOfText.has(value)) index.keyOfText.set(value, key);
    } else if (typeof value === 'function') {
      if (!index.keyOfEntry.has(value as Entry)) index.keyOfEntry.set(value as Entry, key);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, inner] of Object.entries(value)) add(inner, `${key}.${name}`);
    }
  };
  for (const module of Object.values(keyedModules)) {
    for (const [name, catalogue] of Object.entries(module)) {
      // A catalogue is an object of texts; a module's own functions (`auditText`) are not keys.
      if (catalogue && typeof catalogue === 'object') add(catalogue, name);
    }
  }
  return (built = index);
}

/** The key of a text as a catalogue defines it (`submissionTexts.slotExpired`); undefined for any other. */
export const messageKeyOf = (text: string): string | undefined => keys().keyOfText.get(text);

/** An error's message and, where the catalogues define it, its key and the arguments it was said with. */
export interface KeyedText {
  message: string;
  ref?: MessageRef;
}

/**
 * A catalogue entry that is a function, said with `args`: its Polish text and its key, so that a
 * reporter's screen can say it in its own language (`keyed(fileTexts.infected, 2)`); a text with
 * arguments cannot be found by its wording.
 */
export function keyed<Args extends (string | number)[]>(entry: (...args: Args) => string, ...args: Args): KeyedText {
  const key = keys().keyOfEntry.get(entry as unknown as Entry);
  return { message: entry(...args), ...(key ? { ref: { key, args } } : {}) };
}
