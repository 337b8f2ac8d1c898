import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import {
  DISCOUNT_CODE_PATTERN,
  discountCodeLimits,
  extendLicence,
  normaliseDiscountCode,
  type DiscountCode,
} from '@shared/domain/billing.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { logEntryWrite } from '../../functions/data/audit-log.js';
import { listOperatorLog, recordOperatorAction } from '../../functions/data/billing-events.js';
import { createDiscountCode, listDiscountCodes } from '../../functions/data/discount-codes.js';
import { getTenant, internalSalesWrite, licenceWrite } from '../../functions/data/tenants.js';
import { transact } from '../../functions/data/transact.js';
import { DAY } from '@shared/domain/time.js';
import { backupLocalTable, restoreDrill } from './restore-drill.js';

/**
 * The operator's commands (`npm run ops -- <command> …`). Each prints what it did and records
 * its use in the operator's log (who, when, what, on whom); commands about one organisation are
 * written to that organisation's system log too, as done by the operator.
 */
export const usage = `Użycie: npm run ops -- [--local | --profile NAZWA --table TABELA [--region REGION]] <polecenie> [opcje]

Polecenia:
  discount-codes list
  discount-codes create --code KOD --percent 1-90 --from RRRR-MM-DD --to RRRR-MM-DD [--partner NAZWA] [--multi-use]
  internal-sales --tenant ID (--on | --off)
  extend-licence --tenant ID --days N --reason "POWÓD"
  log
  backup                          (tylko --local) kopia tabeli do .data/backups/
  restore-drill [--file PLIK]     (tylko --local) próba odtworzenia tabeli z kopii: nowa tabela,
                                  TTL, sprawdzenie, przełączenie środowiska (infra/RUNBOOK.md)`;

export class UsageError extends Error {}

/** Where a command runs: the local runtime's data folder (`--local`; absent against AWS), and how it reports progress. */
export interface OpsContext {
  dataDir?: string | undefined;
  /** Lines printed as a long command goes (they are answered as well). */
  progress?: (line: string) => void;
}

const notInAws = (command: string) =>
  new Error(
    `${command} działa tylko z --local: DynamoDB Local nie ma kopii zapasowych, więc próbę robi się na kopii w pliku. W AWS kopie robi AWS Backup, a odtworzenie i przełączenie tabeli opisuje infra/RUNBOOK.md („Drill”).`,
  );

const operatorOf = (value: string | undefined) => value ?? process.env.OSTOJA_OPERATOR ?? userInfo().username;
const polishDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

function dayStart(value: string | undefined, name: string): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new UsageError(`--${name} musi być datą RRRR-MM-DD`);
  return new Date(`${value}T00:00:00.000Z`).toISOString();
}

/** Runs one command; answers the lines it prints. */
export async function runOps(argv: readonly string[], now = new Date(), context: OpsContext = {}): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      percent: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      partner: { type: 'string' },
      'multi-use': { type: 'boolean' },
      tenant: { type: 'string' },
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      days: { type: 'string' },
      reason: { type: 'string' },
      operator: { type: 'string' },
      file: { type: 'string' },
    },
  });
  const operator = operatorOf(values.operator);
  const [command, sub] = positionals;
  const actor = { userId: null, userName: `${auditActorNames.operator} (${operator})` };

  if (command === 'discount-codes' && sub === 'list') {
    const codes = await listDiscountCodes();
    await recordOperatorAction({ operator, command: 'discount-codes list', target: '-', details: {} }, now);
    return codes.length
      ? codes.map(
          (c) =>
            `${c.code}\t${c.percent}%\t${polishDate(c.validFrom)}–${polishDate(c.validTo)}\t${c.multiUse ? 'wielokrotny' : 'jednorazowy'}\tużyty ${c.usedCount}×${c.partnerName ? `\t${c.partnerName}` : ''}`,
        )
      : ['Brak kodów rabatowych.'];
  }
  if (command === 'discount-codes' && sub === 'create') {
    const code = normaliseDiscountCode(values.code ?? '');
    if (!DISCOUNT_CODE_PATTERN.test(code)) throw new UsageError('--code: 3–40 liter, cyfr, - lub _');
    const percent = Number(values.percent);
    if (
      !Number.isInteger(percent) ||
      percent < discountCodeLimits.minPercent ||
      percent > discountCodeLimits.maxPercent
    )
      throw new UsageError(
        `--percent: liczba całkowita ${discountCodeLimits.minPercent}–${discountCodeLimits.maxPercent}`,
      );
    const validFrom = dayStart(values.from, 'from');
    const validTo = new Date(Date.parse(dayStart(values.to, 'to')) + DAY).toISOString();
    if (validTo <= validFrom) throw new UsageError('--to nie może być przed --from');
    const discount: DiscountCode = {
      code,
      percent,
      validFrom,
      validTo,
      partnerName: values.partner?.trim() || null,
      multiUse: values['multi-use'] ?? false,
      usedCount: 0,
    };
    if (!(await createDiscountCode(discount))) throw new UsageError(`Kod ${code} już istnieje.`);
    await recordOperatorAction(
      { operator, command: 'discount-codes create', target: code, details: { ...discount } },
      now,
    );
    return [
      `Utworzono kod ${code}: ${percent}% od ${polishDate(validFrom)} do ${values.to!.split('-').reverse().join('.')}, ${discount.multiUse ? 'wielokrotny' : 'jednorazowy'}.`,
    ];
  }
  if (command === 'internal-sales') {
    const tenant = values.tenant ? await getTenant(values.tenant) : null;
    if (!tenant) throw new UsageError('--tenant: nie ma takiej organizacji');
    if (values.on === values.off) throw new UsageError('Podaj --on albo --off');
    const value = values.on === true;
    await transact([
      internalSalesWrite(tenant.tenantId, value),
      logEntryWrite({ tenantId: tenant.tenantId, actor }, 'billing.internalSales.changed', value ? 'tak' : 'nie'),
    ]);
    await recordOperatorAction(
      { operator, command: 'internal-sales', target: tenant.tenantId, details: { internalSales: value } },
      now,
    );
    return [`${tenant.name}: sprzedaż wewnętrzna ${value ? 'włączona (bez zakładki Rozliczenia)' : 'wyłączona'}.`];
  }
  if (command === 'extend-licence') {
    const tenant = values.tenant ? await getTenant(values.tenant) : null;
    if (!tenant) throw new UsageError('--tenant: nie ma takiej organizacji');
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 3660) throw new UsageError('--days: liczba dni 1–3660');
    const reason = values.reason?.trim();
    if (!reason || reason.length < 3) throw new UsageError('--reason: powód jest wymagany');
    const licence = extendLicence(tenant.licence, days, now);
    await transact([
      licenceWrite(tenant, licence),
      logEntryWrite(
        { tenantId: tenant.tenantId, actor },
        'billing.licence.extended',
        polishDate(licence.validTo),
        reason,
      ),
    ]);
    await recordOperatorAction(
      {
        operator,
        command: 'extend-licence',
        target: tenant.tenantId,
        details: { days, reason, validTo: licence.validTo },
      },
      now,
    );
    return [`${tenant.name}: licencja ważna do ${polishDate(licence.validTo)} (${licence.validTo}).`];
  }
  if (command === 'backup' || command === 'restore-drill') {
    if (!context.dataDir) throw notInAws(command);
    const lines: string[] = [];
    const say = (line: string) => {
      lines.push(line);
      context.progress?.(line);
    };
    if (command === 'backup') {
      const { file, copy } = await backupLocalTable(context.dataDir, now, say);
      await recordOperatorAction(
        { operator, command, target: copy.header.table, details: { file, items: copy.header.items } },
        now,
      );
      return lines;
    }
    const drill = await restoreDrill({ dataDir: context.dataDir, from: values.file, now, say });
    await recordOperatorAction({ operator, command, target: drill.restored, details: { ...drill } }, now);
    return lines;
  }
  if (command === 'log') {
    const entries = await listOperatorLog();
    return entries.map((e) => `${e.at}\t${e.operator}\t${e.command}\t${e.target}\t${JSON.stringify(e.details)}`);
  }
  throw new UsageError(usage);
}
