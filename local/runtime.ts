import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localResources } from './config.js';
import { localCredentials, startEmulators, type EmulatorOptions, type Emulators } from './emulators.js';
import { startFakePrzelewy24, localPrzelewy24Account, type FakePrzelewy24 } from './fake-przelewy24.js';
import { createGateway, type ExtraRoute } from './gateway.js';
import { startLocalMailEvents } from './mail-events.js';
import { freePort } from './ports.js';
import { ensureTable } from './resources.js';
import { activeLocalTable } from './active-table.js';
import { startClamd, type Clamd } from './clamd.js';
import { startLocalSmtp, type LocalSmtp } from './smtp.js';
import { ensureLocalSealKey } from './seal-keys.js';
import { ensureLocalReceiptKeys } from './receipt-keys.js';
import { LOCAL_REPORTS_MAIL_DOMAIN } from '@shared/domain/email-reports.js';

export interface RuntimeOptions extends Omit<EmulatorOptions, 'buckets' | 'corsOrigins'> {
  root: string;
  /** Port of the gateway (0 picks a free one). */
  port: number;
  /** Served SPA build; omitted when Vite serves the web app (npm run dev). */
  webDist?: string;
  /** Origin the browser uses for the site (CORS of the local S3, links in e-mails). */
  siteOrigin?: string;
  /** Seed the demo organisation when the table is new. */
  seed?: boolean;
  extraRoutes?: (emulators: Emulators) => Record<string, ExtraRoute>;
  trustForwardedFor?: boolean;
  /** Port of the fake Przelewy24 gateway (npm start: 8007; 0 or unset picks a free one). */
  paymentsPort?: number;
  /** Port of the local SMTP server of the e-mail channel (npm start: 8025; 0 or unset picks a free one). */
  smtpPort?: number;
}

export interface Runtime {
  emulators: Emulators;
  server: Server;
  port: number;
  origin: string;
  seeded: boolean;
  payments: FakePrzelewy24;
  /** Where clamd listens, or null when it is not installed (scanning then fails closed). */
  antivirus: string | null;
  /** The e-mail channel's local SMTP server (mail to a report address becomes a type 3 report). */
  smtp: LocalSmtp;
  stop: () => Promise<void>;
}

/**
 * The whole product on one machine: emulators, table and bucket, optional demo seed, the
 * gateway, and SES's delivery events (local/mail-events.ts). Environment is set before any handler module loads, so handlers are unchanged.
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const port = options.port || (await freePort());
  const siteOrigin = options.siteOrigin ?? `http://localhost:${port}`;
  const tableName = await activeLocalTable(options.dataDir);
  const emulators = await startEmulators({
    ...options,
    buckets: [localResources.filesBucket],
    corsOrigins: [siteOrigin, 'http://127.0.0.1:*', 'http://localhost:*'],
  });
  let payments: FakePrzelewy24;
  try {
    payments = await startFakePrzelewy24(options.paymentsPort ?? 0);
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  // Without a data folder (the tests) the receipt key lives in a folder of its own, removed at stop.
  const keysDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'ostoja-')));
  const dropKeys = () => (options.dataDir ? Promise.resolve() : rm(keysDir, { recursive: true, force: true }));
  Object.assign(process.env, localCredentials, {
    TABLE_NAME: tableName,
    FILES_BUCKET: localResources.filesBucket,
    MAIL_FROM: localResources.mailFrom,
    NOTICE_SENDER: localResources.noticeSender,
    NOTICE_SMS_SENDER_ID: localResources.noticeSmsSenderId,
    REPORTS_MAIL_DOMAIN: LOCAL_REPORTS_MAIL_DOMAIN,
    APP_ORIGIN: siteOrigin,
    DYNAMODB_ENDPOINT: emulators.endpoints.dynamodb,
    S3_ENDPOINT: emulators.endpoints.s3,
    SES_ENDPOINT: emulators.endpoints.ses,
    SNS_ENDPOINT: emulators.endpoints.sns,
    AWS_NODEJS_CONNECTION_REUSE_ENABLED: '1',
    // Payments go to the local fake Przelewy24 with its own local account (never real keys).
    P24_BASE_URL: payments.baseUrl,
    P24_MERCHANT_ID: String(localPrzelewy24Account.merchantId),
    P24_POS_ID: String(localPrzelewy24Account.posId),
    P24_API_KEY: localPrzelewy24Account.apiKey,
    P24_CRC: localPrzelewy24Account.crc,
    KSEF_MODE: 'local',
    // The receipt signing key: kept in `.data/` by `npm start`, a fresh one per run for the tests.
    RECEIPT_KEYS_FILE: join(keysDir, 'receipt-keys.json'),
    // The system log's anchors (functions/adapters/log-anchors.ts): the S3 bucket under Object
    // Lock in AWS, files here, kept with the receipt keys.
    LOG_ANCHOR_DIR: join(keysDir, 'log-anchors'),
    // The key of the rate-limit buckets' subjects (functions/adapters/rate-limit-keys.ts): one per
    // run, as a bucket lives at most an hour.
    RATE_LIMIT_KEY: randomBytes(32).toString('base64url'),
  });
  let server: Server | undefined;
  let clamd: Clamd | null = null;
  let smtp: LocalSmtp | undefined;
  try {
    await ensureLocalReceiptKeys(process.env.RECEIPT_KEYS_FILE!);
    // The keys that seal notice addresses and authenticator secrets (functions/adapters/server-seal.ts), kept like the receipt keys.
    process.env.REPLY_NOTICE_KEY = await ensureLocalSealKey(join(keysDir, 'reply-notice-key'));
    process.env.TOTP_KEY = await ensureLocalSealKey(join(keysDir, 'totp-key'));
    // clamd failing to start leaves the product running with scanning unavailable (it fails closed).
    clamd = await startClamd().catch((error: unknown) => {
      console.warn(`clamd nie uruchomił się: ${(error as Error).message}`);
      return null;
    });
    if (clamd) process.env.CLAMD_ADDRESS = clamd.address;
    else delete process.env.CLAMD_ADDRESS;
    const client = new DynamoDBClient({ endpoint: emulators.endpoints.dynamodb, region: localCredentials.AWS_REGION });
    const table = await ensureTable(client, tableName);
    client.destroy();
    let seeded = false;
    if (options.seed && table === 'created') {
      const { seedDemo } = await import('./seed.js');
      await seedDemo(options.dataDir ? join(options.dataDir, 'demo-recovery-key.txt') : undefined);
      seeded = true;
    }
    server = createGateway({
      root: options.root,
      webDist: options.webDist,
      connectOrigins: [emulators.endpoints.s3],
      extraRoutes: options.extraRoutes?.(emulators),
      trustForwardedFor: options.trustForwardedFor,
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', resolve);
    });
    smtp = await startLocalSmtp(options.smtpPort ?? 0);
    const mailIn = smtp;
    // SES's delivery events, as the configuration set sends them in AWS.
    const stopMailEvents = startLocalMailEvents(emulators.endpoints.ses);
    const stop = async () => {
      await stopMailEvents();
      await mailIn.stop();
      await new Promise((resolve) => listening.close(resolve));
      listening.closeAllConnections();
      await payments.stop();
      await emulators.stop();
      await clamd?.stop();
      await dropKeys();
    };
    return {
      emulators,
      server,
      port,
      origin: siteOrigin,
      seeded,
      payments,
      antivirus: clamd?.address ?? null,
      smtp: mailIn,
      stop,
    };
  } catch (error) {
    server?.close();
    await smtp?.stop();
    await payments.stop();
    await emulators.stop();
    await clamd?.stop();
    await dropKeys();
    throw error;
  }
}
