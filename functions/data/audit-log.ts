import { randomUUID } from 'node:crypto';
import { keys } from './keys.js';
import type { TxWrite } from './transact.js';

export interface LogEntry {
  /** Who acted: a staff user id, or null for the reporter or the system. */
  userId: string | null;
  userName: string;
  /** Stable machine name of the action, e.g. `account.activated`. */
  action: string;
  /** Polish description shown in the system log. */
  text: string;
  reportId?: string;
  clientIp?: string;
}

/** A log entry written in the same transaction as the change it records. */
export function logEntryWrite(tenantId: string, entry: LogEntry, now = new Date()): TxWrite {
  const id = randomUUID();
  const at = now.toISOString();
  return {
    Put: {
      Item: {
        ...keys.logEntry(tenantId, at, id),
        ...(entry.reportId ? { GSI1PK: `R#${entry.reportId}#LOG`, GSI1SK: `${at}#${id}` } : {}),
        type: 'logEntry',
        v: 1,
        id,
        at,
        ...entry,
      },
    },
  };
}
