import type { LogRow } from '@shared/contracts/logs/schemas.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportIdentifiersOf, type LogEntry } from '../data/audit-log.js';

/** Entries as the log screens show them: with their reports' identifiers, never an address. */
export async function toLogRows(tenantId: string, entries: readonly LogEntry[]): Promise<LogRow[]> {
  const identifiers = await reportIdentifiersOf(tenantId, entries);
  return entries.map((entry) => {
    const identifier = entry.reportId ? identifiers.get(entry.reportId) : undefined;
    return {
      chain: entry.chain ?? 0,
      seq: entry.seq,
      at: entry.at,
      reportId: entry.reportId ?? null,
      reportIdentifier: identifier ? formatReporterIdentifier(identifier) : null,
      userId: entry.userId ?? null,
      userName: entry.userName,
      text: entry.text,
    };
  });
}
