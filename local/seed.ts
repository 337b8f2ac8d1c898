import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createRegistrationKeys, newPasswordCredentials } from '@shared/crypto/account.js';
import { importPublicKey } from '@shared/crypto/keypairs.js';
import { unwrapKeyWithRecoveryKey } from '@shared/crypto/recovery-key.js';
import { unwrapKeyWithPrivateKey, wrapKeyForPublicKey } from '@shared/crypto/wrap.js';
import { ZCategoryInput } from '@shared/contracts/categories/schemas.js';
import type { DefaultCategoryKind } from '@shared/domain/default-categories.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { packages } from '@shared/domain/packages.js';
import { newOrganisationWrites } from '../functions/auth/new-organisation.js';
import { newCategoryRecord, newCategoryWrites, type CategoryRecord } from '../functions/data/categories.js';
import { demoCategoryInput } from './demo-categories.js';
import { getStaffUser, newStaffUserWrites, type StaffUser } from '../functions/data/staff-users.js';
import { keys } from '../functions/data/keys.js';
import { backupCodeHash } from '../functions/lib/totp.js';
import { sealTotpSecret } from '../functions/adapters/totp-secret-key.js';
import { counterWrite } from '../functions/data/tenants.js';
import { seedDemoProcedure } from './demo-procedure.js';
import { transact, type TxLogEntry, type TxWrite } from '../functions/data/transact.js';
import { authVerifier } from '../functions/lib/credentials.js';
import { putObject } from '../functions/adapters/s3.js';
import { receiveEmailReport } from '../functions/channels/receive-email-report.js';
import { newAcknowledgementTemplateWrite } from '../functions/data/acknowledgement-templates.js';
import { objectKeys } from '../functions/data/object-keys.js';
import {
  channelsWrite,
  claimPinWrite,
  claimReportAddressWrite,
  externalChannelsNoteWrite,
  rulesWrite,
  voiceMessagesWrite,
} from '../functions/data/tenant-settings.js';
import { signReceipt } from '../functions/lib/receipts.js';
import type { ReportRecord } from '../functions/data/reports.js';
import { reportType } from '@shared/domain/report.js';
import { defaultRuleSettings } from '@shared/domain/rules.js';
import { demo, demoStaffIds } from './config.js';
import { ensureLocalReceiptKeyFrom, localReceiptSignerAt } from './receipt-keys.js';
import { seedDemoForward } from './demo-forward.js';
import { seedDemoOrders } from './demo-billing.js';
import {
  demoReportPlan,
  storeDemoReport,
  type DemoOrganisation,
  type DemoReportPlan,
  type EncryptedDemoReport,
} from './demo-reports.js';
import { addDays, DAY } from '@shared/domain/time.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const TENANT_ID = 'demo';
const ADMIN_ID = demoStaffIds.admin;
const AUDITOR_ID = demoStaffIds.auditor;

/** How many demo reports of each state: every list pages at 10 and 20, the register at 40 too. */
export const demoReportCounts = { new: 22, open: 24, archived: 20 } as const;
/** Besides them: one new report received through the e-mail channel's own code (seedEmailReport). */
export const demoReceivedEmailReports = 1;

/**
 * The administrator's authenticator app (issue #36), on since the organisation began: the fixed
 * secret of local/config.ts and its ten backup codes, stored as a confirmed setup stores them.
 */
async function demoAdminTotpWrite(since: Date): Promise<TxWrite> {
  const codes = demo.adminBackupCodes.map((code) => backupCodeHash(ADMIN_ID, code));
  const secret = await sealTotpSecret(demo.adminTotpSecret, { tenantId: TENANT_ID, userId: ADMIN_ID });
  return {
    Update: {
      Key: keys.staffUser(TENANT_ID, ADMIN_ID),
      UpdateExpression: 'SET totp = :t',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':t': {
          secret,
          lastStep: 0,
          backupCodeHashes: new Set(codes),
          enabledAt: since.toISOString(),
        },
      },
    },
  };
}

/** The first of the demo administrator's backup codes not used yet (`npm start` prints it), or null. */
export async function unusedDemoBackupCode(): Promise<string | null> {
  const admin = await getStaffUser(TENANT_ID, ADMIN_ID);
  const left = admin?.totp?.backupCodeHashes ?? new Set<string>();
  return demo.adminBackupCodes.find((code) => left.has(backupCodeHash(ADMIN_ID, code))) ?? null;
}

/**
 * Seeds the demo organisation on first start, with the same keys and records a registration
 * makes (Argon2id at the production cost). Its recovery key is written next to the data. Then
 * what a working organisation has: both default categories, a second user granted the
 * organisation key, an auditor waiting for it, and reports encrypted as the public form encrypts them.
 */
export async function seedDemo(recoveryKeyFile?: string): Promise<{ recoveryKey: string }> {
  const { credentials, organisation, recoveryKey } = await createRegistrationKeys(demo.adminPassword);
  const now = new Date();
  const total = demoReportCounts.new + demoReportCounts.open + demoReportCounts.archived;
  const plans = Array.from({ length: total }, (_, i) => demoReportPlan(i, demoReportCounts, now));
  // The organisation was activated the day before its first report (its log starts there).
  const founded = new Date(Math.min(...plans.map((plan) => Date.parse(plan.receivedAt))) - DAY);
  await transact(
    newOrganisationWrites({
      tenant: {
        tenantId: TENANT_ID,
        name: demo.organisationName,
        alias: demo.alias,
        address: 'ul. Przykładowa 1',
        zipCode: '00-001',
        city: 'Warszawa',
        nip: '7771000007',
        // The trial ended long ago; the demo's paid order (seedDemoOrders) gives Premium for a year.
        licence: {
          packageId: packages.premium.id,
          validTo: addDays(founded, 14).toISOString(),
        },
      },
      admin: { userId: ADMIN_ID, email: demo.adminEmail, name: demo.adminName },
      credentials,
      organisation,
      now: founded,
    }),
  );
  if (recoveryKeyFile) await writeFile(recoveryKeyFile, `${recoveryKey}\n`, { mode: 0o600 });
  await transact([await demoAdminTotpWrite(founded)]);

  // What an administrator's browser holds once unlocked: the organisation private key (to grant
  // it to the new user) and the metadata key (to write labels).
  const organisationKey = await unwrapKeyWithRecoveryKey(
    organisation.wrappedForRecovery,
    'org-private-key',
    recoveryKey,
    { extractable: true },
  );
  const metadataKey = await unwrapKeyWithPrivateKey(
    organisation.wrappedMetadataKey,
    'metadata-key',
    { privateKey: organisationKey, kid: organisation.kid },
    { extractable: true },
  );

  const userId = demoStaffIds.user;
  await seedSecondUser(userId, organisationKey, now);
  await seedPendingAuditor(AUDITOR_ID, now);
  const categories = await seedCategories(userId, now);
  await seedChannels(categories);
  await seedDemoProcedure(TENANT_ID, now);

  const org: DemoOrganisation = {
    tenantId: TENANT_ID,
    publicKey: organisation.publicKey,
    kid: organisation.kid,
    metadataKey: new Uint8Array(await crypto.subtle.exportKey('raw', metadataKey)),
    categories,
    actor: { userId: ADMIN_ID, name: demo.adminName },
  };
  const history = await seedReports(org, plans, founded);
  history.push(...(await seedDemoForward({ tenantId: TENANT_ID, name: demo.organisationName }, org.actor, now)));
  await writeLogInTimeOrder(history);
  await seedDemoOrders(TENANT_ID, { userId: ADMIN_ID, name: demo.adminName, email: demo.adminEmail }, now);
  await seedEmailReport();
  return { recoveryKey };
}

/**
 * Encrypts the reports in a worker thread per core (the reporter keys' Argon2id is the cost of
 * the whole seed) and stores each one from here as it arrives, one transaction at a time.
 */
async function seedReports(org: DemoOrganisation, plans: DemoReportPlan[], founded: Date): Promise<TxLogEntry[]> {
  const keysFile = process.env.RECEIPT_KEYS_FILE;
  if (keysFile) await ensureLocalReceiptKeyFrom(keysFile, founded);
  const threads = Math.max(1, Math.min(availableParallelism(), 4, plans.length));
  const workers = Array.from(
    { length: threads },
    () =>
      new Worker(new URL('./demo-report-worker.mjs', import.meta.url), {
        workerData: { tsconfig: resolve(root, 'tsconfig.json') },
      }),
  );
  let next = 0;
  let stored = Promise.resolve();
  const history: TxLogEntry[] = [];
  const run = async (worker: Worker): Promise<void> => {
    while (next < plans.length) {
      const i = next++;
      const answer = await new Promise<{ result?: EncryptedDemoReport; error?: string }>((done, fail) => {
        const settle = (then: () => void) => {
          worker.off('message', onMessage).off('error', onError);
          then();
        };
        const onMessage = (message: { result?: EncryptedDemoReport; error?: string }) => settle(() => done(message));
        const onError = (error: Error) => settle(() => fail(error));
        worker.on('message', onMessage).on('error', onError);
        worker.postMessage({ org, i, plan: plans[i] });
      });
      if (!answer.result) throw new Error(`Demo report ${i}: ${answer.error}`);
      const result = answer.result;
      // Each demo report has its receipt, as every report stored now has (signed with the key of its day).
      if (keysFile) result.report.receipt = await demoReceipt(result.report, keysFile);
      stored = stored.then(async () => {
        history.push(...(await storeDemoReport(org, result)));
      });
      await stored;
    }
  };
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return history;
}

const receiptChannel = { [reportType.form]: 'form', [reportType.phone]: 'phone', [reportType.email]: 'email' } as const;

/** A demo report's signed receipt, made as its channel makes it when a report is stored. */
async function demoReceipt(report: ReportRecord, keysFile: string) {
  return signReceipt(
    {
      organisation: demo.organisationName,
      identifier: report.identifier,
      receivedAt: report.receivedAt,
      channel: receiptChannel[report.type],
    },
    report,
    await localReceiptSignerAt(keysFile, report.receivedAt),
  );
}

/**
 * The additional types as Settings saves them: phone and e-mail reports go to the internal category.
 * With them, the organisation's text on external reports, voice messages ('sygnalista decyduje') and
 * the automatic acknowledgement ('Reguły') with its first text.
 */
async function seedChannels(categories: Record<DefaultCategoryKind, CategoryRecord>): Promise<void> {
  // Two writes to the organisation's item: one transaction each.
  await transact([externalChannelsNoteWrite(TENANT_ID, demo.externalChannelsNote)]);
  await transact([voiceMessagesWrite(TENANT_ID, demo.voiceMessages)]);
  const { templateId, version, texts } = demo.automaticAcknowledgement;
  await transact([
    newAcknowledgementTemplateWrite({
      tenantId: TENANT_ID,
      templateId,
      version,
      texts,
      createdAt: new Date().toISOString(),
    }),
    rulesWrite(TENANT_ID, {
      acknowledgement: { enabled: true, template: { templateId, version } },
      escalation: defaultRuleSettings.escalation,
    }),
  ]);
  await transact([
    claimPinWrite(TENANT_ID, demo.phoneChannelPin),
    claimReportAddressWrite(TENANT_ID, demo.emailReportAddress),
    channelsWrite(
      TENANT_ID,
      {
        phone: {
          enabled: true,
          categoryId: categories.internal.categoryId,
          phoneNumber: demo.phoneChannelNumber,
          pin: demo.phoneChannelPin,
        },
        email: { enabled: true, categoryId: categories.internal.categoryId, address: demo.emailReportAddress },
      },
      null,
    ),
  ]);
}

/** The demo's log, oldest first, so that every entry keeps its time in one unbroken chain. */
async function writeLogInTimeOrder(entries: TxLogEntry[]): Promise<void> {
  const inOrder = [...entries].sort((a, b) => (a.LogEntry.notBefore ?? '').localeCompare(b.LogEntry.notBefore ?? ''));
  // An entry of a report is two writes (entry, link); one more moves the chain's head.
  for (let i = 0; i < inOrder.length; i += 40) await transact(inOrder.slice(i, i + 40));
}

/** A demo staff member who activated their account: their own key pair, and the organisation key wrapped for it or not. */
async function seedStaffUser(
  who: Pick<StaffUser, 'userId' | 'email' | 'name' | 'type' | 'createdAt'> & { password: string },
  organisationKey: CryptoKey | null,
): Promise<void> {
  const { credentials } = await newPasswordCredentials(who.password);
  const wrappedOrgKey =
    organisationKey &&
    (await wrapKeyForPublicKey(
      organisationKey,
      'org-private-key',
      await importPublicKey(credentials.publicKey, credentials.kid),
    ));
  const user: StaffUser = {
    tenantId: TENANT_ID,
    userId: who.userId,
    email: who.email,
    name: who.name,
    phone: null,
    type: who.type,
    isMainAdmin: false,
    status: 1,
    canArchivize: false,
    canReports: true,
    canExternalSend: false,
    smsAuthorization: false,
    lastLoginAt: null,
    createdAt: who.createdAt,
    credentials: {
      authVerifier: authVerifier(credentials.authKey),
      publicKey: credentials.publicKey,
      kid: credentials.kid,
      wrappedPrivateKey: credentials.wrappedPrivateKey,
    },
    wrappedOrgKey,
  };
  await transact([...newStaffUserWrites(user), counterWrite(TENANT_ID, 'staffUsers', 1)]);
}

/** Użytkownik with their own keys, granted the organisation key as an administrator's browser grants it. */
const seedSecondUser = (userId: string, organisationKey: CryptoKey, now: Date): Promise<void> =>
  seedStaffUser(
    {
      userId,
      email: demo.userEmail,
      name: demo.userName,
      password: demo.userPassword,
      type: staffUserType.user,
      createdAt: now.toISOString(),
    },
    organisationKey,
  );

/**
 * Audytor who activated the invitation (their key pair exists) but has no copy of the
 * organisation key: an administrator grants it from the users panel, comparing fingerprints.
 */
const seedPendingAuditor = (userId: string, now: Date): Promise<void> =>
  seedStaffUser(
    {
      userId,
      email: demo.auditorEmail,
      name: demo.auditorName,
      password: demo.auditorPassword,
      type: staffUserType.auditor,
      createdAt: new Date(now.getTime() + 1).toISOString(),
    },
    null,
  );

/**
 * Both default categories with their default forms, every text translated into Ukrainian and
 * English (demo-categories.ts). The internal one is anonymous (as created from the panel) with all
 * three users assigned; the external one asks for the reporter's data (the art. 38 certificate
 * needs to know whom to protect) and has the administrator only.
 */
async function seedCategories(userId: string, now: Date): Promise<Record<DefaultCategoryKind, CategoryRecord>> {
  const category = (kind: DefaultCategoryKind, users: CategoryRecord['users'], order: number): CategoryRecord => {
    const input = ZCategoryInput.parse(demoCategoryInput(kind));
    return newCategoryRecord(TENANT_ID, input, new Date(now.getTime() + order).toISOString(), users);
  };
  const internal = category(
    'internal',
    [
      { userId: ADMIN_ID, canResponse: true },
      { userId, canResponse: true },
      { userId: AUDITOR_ID, canResponse: false },
    ],
    0,
  );
  const external = category('external', [{ userId: ADMIN_ID, canResponse: true }], 1);
  // One transaction each: both count on the organisation's counters item.
  await transact(newCategoryWrites(internal));
  await transact(newCategoryWrites(external));
  return { internal, external };
}

/**
 * One message received through the e-mail channel's own code (seedChannels turned the type on), as the local SMTP server hands it over: a real type 3 report whose
 * sender's inbox opens with the README's credentials (their reply e-mail is in the outbox).
 */
async function seedEmailReport(): Promise<void> {
  const raw = [
    `From: Jan Kowalski <${demo.emailSender}>`,
    `To: ${demo.emailReportAddress}`,
    'Subject: =?UTF-8?Q?Nieprawid=C5=82owo=C5=9Bci_w_przetargu?=',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    'Dzień dobry,',
    '',
    'zgłaszam, że w przetargu na dostawę sprzętu biurowego oferta zwycięska była znana jednemu z oferentów przed otwarciem ofert.',
    'Mogę przekazać korespondencję, która to potwierdza.',
    '',
    'Jan Kowalski',
    '',
  ].join('\r\n');
  const objectKey = objectKeys.inboundMail('demo-email-report');
  await putObject(objectKey, new TextEncoder().encode(raw), 'message/rfc822');
  const [outcome] = await receiveEmailReport(
    // A sender's own mailbox, as SES would verify it (DMARC passed).
    {
      objectKey,
      recipients: [demo.emailReportAddress],
      envelopeSender: demo.emailSender,
      verdicts: { spf: 'PASS', dkim: 'PASS', dmarc: 'PASS' },
    },
    { secrets: { identifier: demo.emailInboxIdentifier.replace(/-/g, ''), password: demo.emailInboxPassword } },
  );
  if (outcome?.status !== 'stored') throw new Error(`Demo e-mail report not stored: ${JSON.stringify(outcome)}`);
}
