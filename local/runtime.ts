import type { Server } from 'node:http';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localResources } from './config.js';
import { localCredentials, startEmulators, type EmulatorOptions, type Emulators } from './emulators.js';
import { createGateway, type ExtraRoute } from './gateway.js';
import { freePort } from './ports.js';
import { ensureTable } from './resources.js';
import { startClamd, type Clamd } from './clamd.js';

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
}

export interface Runtime {
  emulators: Emulators;
  server: Server;
  port: number;
  origin: string;
  seeded: boolean;
  /** Where clamd listens, or null when it is not installed (scanning then fails closed). */
  antivirus: string | null;
  stop: () => Promise<void>;
}

/**
 * The whole product on one machine: emulators, table and bucket, optional demo seed, and the
 * gateway. Environment is set before any handler module loads, so handlers are unchanged.
 */
export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const port = options.port || (await freePort());
  const siteOrigin = options.siteOrigin ?? `http://localhost:${port}`;
  const emulators = await startEmulators({
    ...options,
    buckets: [localResources.filesBucket],
    corsOrigins: [siteOrigin, 'http://127.0.0.1:*', 'http://localhost:*'],
  });
  Object.assign(process.env, localCredentials, {
    TABLE_NAME: localResources.tableName,
    FILES_BUCKET: localResources.filesBucket,
    MAIL_FROM: localResources.mailFrom,
    APP_ORIGIN: siteOrigin,
    DYNAMODB_ENDPOINT: emulators.endpoints.dynamodb,
    S3_ENDPOINT: emulators.endpoints.s3,
    SES_ENDPOINT: emulators.endpoints.ses,
    SNS_ENDPOINT: emulators.endpoints.sns,
    AWS_NODEJS_CONNECTION_REUSE_ENABLED: '1',
  });
  let server: Server | undefined;
  let clamd: Clamd | null = null;
  try {
    // clamd failing to start leaves the product running with scanning unavailable (it fails closed).
    clamd = await startClamd().catch((error: unknown) => {
      console.warn(`clamd nie uruchomił się: ${(error as Error).message}`);
      return null;
    });
    if (clamd) process.env.CLAMD_ADDRESS = clamd.address;
    else delete process.env.CLAMD_ADDRESS;
    const client = new DynamoDBClient({ endpoint: emulators.endpoints.dynamodb, region: localCredentials.AWS_REGION });
    const table = await ensureTable(client, localResources.tableName);
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
    const stop = async () => {
      await new Promise((resolve) => listening.close(resolve));
      listening.closeAllConnections();
      await emulators.stop();
      await clamd?.stop();
    };
    return { emulators, server, port, origin: siteOrigin, seeded, antivirus: clamd?.address ?? null, stop };
  } catch (error) {
    server?.close();
    await emulators.stop();
    await clamd?.stop();
    throw error;
  }
}
