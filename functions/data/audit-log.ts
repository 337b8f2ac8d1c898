import { randomUUID } from 'node:crypto';
import { tableItem } from './item.js';
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
  const key = keys.logEntry(tenantId, at, id);
  return {
    Put: { Item: tableItem(entry.reportId ? { ...key, ...keys.reportLogEntry(entry.reportId, at, id) } : key, 'logEntry', { id, at, ...entry }) },
  };
}
