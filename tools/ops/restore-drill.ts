import { join, relative } from 'node:path';
import { DescribeTimeToLiveCommand, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import type { ChainBreak } from '@shared/crypto/log-chain.js';
import { plural } from '@shared/messages/catalogue.js';
import { verifyLogChains } from '../../functions/data/audit-log.js';
import { getTenant, listTenantIds } from '../../functions/data/tenants.js';
import { tableSpec } from '../../functions/data/table-spec.js';
import { activeTableFile, setActiveLocalTable } from '../../local/active-table.js';
import { createTableFromSpec, enableTimeToLive } from '../../local/resources.js';
import {
  contentDigest,
  countByEntity,
  loadItems,
  rawDynamo,
  readTableCopy,
  scanTable,
  writeTableCopy,
  type TableCopy,
} from './table-copy.js';

/**
 * `npm run ops -- --local restore-drill`: the table-corruption restore of infra/RUNBOOK.md done on
 * the local runtime, step by step, with its figures. DynamoDB Local has no backups, so the
 * "recovery point" is a copy file (table-copy.ts); the rest is what the runbook does in AWS:
 * restore into a new table, re-enable what a restore does not carry over, check, and switch the
 * one setting that names the table. The source table is only read.
 */
export interface DrillOptions {
  /** The local runtime's data folder (copies in `backups/`, the active table's setting). */
  dataDir: string;
  /** A copy taken earlier (`backup`); without it the drill takes one first. */
  from?: string | undefined;
  now: Date;
  say: (line: string) => void;
}

export interface DrillResult {
  source: string;
  restored: string;
  file: string;
  items: number;
  seconds: number;
}

const number = (n: number) => n.toLocaleString('pl-PL');
const counted = (n: number, one: string, few: string, many: string) =>
  `${number(n)} ${plural('pl', n, { one, few, many, other: many })}`;
const items = (n: number) => counted(n, 'element', 'elementy', 'elementów');
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} s`;
const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('pl-PL', { maximumFractionDigits: 2 })} MB`;
/** A path under the working folder as a relative one, any other as it is. */
const shown = (path: string) => (relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path));
const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const describeBreak = (b: ChainBreak) => `łańcuch ${b.chain}, wpis ${b.seq}: ${b.reason}`;

/** The table's name with `-restored-{time}` (an earlier drill's suffix replaced). */
export const restoredName = (source: string, now: Date) =>
  `${source.replace(/-restored-\d{8}-\d{6}$/, '')}-restored-${stamp(now)}`;

/** Runs the data layer against `table` (it reads TABLE_NAME on every call). */
async function onTable<T>(table: string, read: () => Promise<T>): Promise<T> {
  const active = process.env.TABLE_NAME;
  process.env.TABLE_NAME = table;
  try {
    return await read();
  } finally {
    if (active === undefined) delete process.env.TABLE_NAME;
    else process.env.TABLE_NAME = active;
  }
}

/** Takes a copy of the active table into the data folder's `backups/`. */
export async function backupLocalTable(
  dataDir: string,
  now: Date,
  say: (line: string) => void,
): Promise<{ file: string; copy: TableCopy }> {
  const table = process.env.TABLE_NAME!;
  const client = rawDynamo();
  try {
    const started = performance.now();
    const { file, bytes, copy } = await writeTableCopy(client, table, join(dataDir, 'backups'), now);
    say(
      `Kopia tabeli ${table}: ${items(copy.header.items)} w ${seconds(performance.now() - started)} → ${shown(file)} (${megabytes(bytes)}).`,
    );
    return { file, copy };
  } finally {
    client.destroy();
  }
}

/** Every organisation's log chains in the restored table; a break is a failure unless the source shows the same break. */
async function checkChains(source: string, restored: string, say: (line: string) => void): Promise<string[]> {
  const started = performance.now();
  const tenantIds = await onTable(restored, listTenantIds);
  const failures: string[] = [];
  let entries = 0;
  let brokenInSource = 0;
  for (const tenantId of tenantIds) {
    const verdict = await onTable(restored, () => verifyLogChains(tenantId));
    if (verdict.intact) {
      entries += verdict.entries;
      continue;
    }
    const before = await onTable(source, () => verifyLogChains(tenantId));
    if (!before.intact && JSON.stringify(before.breakAt) === JSON.stringify(verdict.breakAt)) {
      brokenInSource += 1;
      say(`  Organizacja ${tenantId}: dziennik uszkodzony już w tabeli źródłowej (${describeBreak(verdict.breakAt)}).`);
    } else
      failures.push(`dziennik organizacji ${tenantId} nie przechodzi sprawdzenia (${describeBreak(verdict.breakAt)})`);
  }
  say(
    `Łańcuchy dziennika systemowego: ${counted(tenantIds.length, 'organizacja', 'organizacje', 'organizacji')}, ${counted(entries, 'wpis', 'wpisy', 'wpisów')}, sprawdzone w ${seconds(performance.now() - started)}` +
      (failures.length ? `; uszkodzone po odtworzeniu: ${failures.length}.` : '; bez uszkodzeń po odtworzeniu.') +
      (brokenInSource ? ` Uszkodzone już w tabeli źródłowej: ${brokenInSource}.` : ''),
  );
  return failures;
}

export async function restoreDrill({ dataDir, from, now, say }: DrillOptions): Promise<DrillResult> {
  const drillStarted = performance.now();
  const source = process.env.TABLE_NAME!;
  const restored = restoredName(source, now);
  const { file, copy } = from
    ? { file: from, copy: await readTableCopy(from) }
    : await backupLocalTable(dataDir, now, say);
  if (from)
    say(`Kopia z pliku ${from}: tabela ${copy.header.table}, ${items(copy.header.items)} z ${copy.header.takenAt}.`);

  const client = rawDynamo();
  try {
    await createTableFromSpec(client, restored);
    say(`Utworzono tabelę ${restored} (klucze i indeksy z functions/data/table-spec.ts).`);

    const loadStarted = performance.now();
    const retries = await loadItems(client, restored, copy.items);
    say(
      `Wczytano ${items(copy.items.length)} w ${seconds(performance.now() - loadStarted)} (paczki po 25, ponowień nieprzetworzonych: ${retries}).`,
    );

    await enableTimeToLive(client, restored);
    const ttl = (await client.send(new DescribeTimeToLiveCommand({ TableName: restored }))).TimeToLiveDescription;
    say(
      `Czas życia (TTL) na ${ttl?.AttributeName ?? '?'}: ${ttl?.TimeToLiveStatus ?? 'brak'} (odtworzenie go nie przenosi).`,
    );
    if (ttl?.AttributeName !== tableSpec.ttlAttribute || ttl.TimeToLiveStatus !== 'ENABLED')
      throw new Error(`TTL tabeli ${restored} nie jest włączony na ${tableSpec.ttlAttribute}`);

    if (copy.header.stream) {
      await client.send(new UpdateTableCommand({ TableName: restored, StreamSpecification: copy.header.stream }));
      say(
        `Strumień włączony (${copy.header.stream.StreamViewType}) jak w źródle; lokalnie nie ma jego konsumenta do podłączenia.`,
      );
    } else
      say('Strumień: tabela źródłowa go nie ma (functions/data/table-spec.ts), więc nie ma konsumenta do podłączenia.');

    const failures: string[] = [];
    const after = await scanTable(client, restored);
    const expected = countByEntity(copy.items);
    const found = countByEntity(after);
    for (const entity of new Set([...expected.keys(), ...found.keys()]))
      if (expected.get(entity) !== found.get(entity))
        failures.push(`${entity}: w kopii ${expected.get(entity) ?? 0}, w tabeli ${found.get(entity) ?? 0}`);
    if (contentDigest(after) !== contentDigest(copy.items)) failures.push('treść elementów różni się od kopii');
    say(
      `Liczby elementów według rodzaju: ${counted(expected.size, 'rodzaj', 'rodzaje', 'rodzajów')}, ${items(after.length)}` +
        (failures.length ? ' — NIEZGODNE.' : ', zgodne z kopią co do sztuki i treści.'),
    );

    const sample = await onTable(restored, async () => {
      const [first] = await listTenantIds();
      return first ? getTenant(first) : null;
    });
    say(
      sample
        ? `Odczyt przez warstwę danych z ${restored}: organizacja „${sample.name}” (${sample.tenantId}).`
        : `Odczyt przez warstwę danych z ${restored}: tabela nie ma organizacji.`,
    );
    failures.push(...(await checkChains(source, restored, say)));

    if (failures.length)
      throw new Error(
        `Próba odtworzenia nie przeszła sprawdzenia: ${failures.join('; ')}. Środowisko zostaje przy tabeli ${source}; tabela ${restored} zostaje do obejrzenia.`,
      );

    await setActiveLocalTable(dataDir, restored);
    process.env.TABLE_NAME = restored;
    const total = performance.now() - drillStarted;
    say(
      `Przełączono: środowisko lokalne używa tabeli ${restored} (ustawienie ${shown(activeTableFile(dataDir))}); uruchom ponownie npm start. Powrót: wpisz w nim ${source}.`,
    );
    say(`Próba odtworzenia zakończona w ${seconds(total)}; tabela ${source} nie została zmieniona.`);
    return { source, restored, file, items: copy.items.length, seconds: Math.round(total / 100) / 10 };
  } finally {
    client.destroy();
  }
}
