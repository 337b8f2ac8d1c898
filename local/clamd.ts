import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtemp, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './ports.js';

/**
 * Local antivirus: Debian's clamd (packages `clamav` and `clamav-daemon`) on a free port, with
 * the signature database the project ships (`local/clamav/`: only the EICAR test file's hash,
 * since no signature download is possible here). Null when clamd is not installed: scanning is
 * then unavailable, and uploads that need it are refused (fail closed), never accepted unscanned.
 */

const signatures = resolve(fileURLToPath(import.meta.url), '../clamav/eicar-test.hdb');

export interface Clamd {
  address: string;
  stop: () => Promise<void>;
}

const clamdBinary = (): string | null => {
  for (const candidate of [process.env.CLAMD_BINARY, '/usr/sbin/clamd', '/usr/bin/clamd']) {
    if (candidate && spawnSync(candidate, ['--version'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
};

const ping = (port: number) =>
  new Promise<void>((resolvePing, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.on('error', reject);
    socket.on('data', (data) => (reply += data.toString()));
    socket.on('end', () => (reply.startsWith('PONG') ? resolvePing() : reject(new Error(`clamd answered ${reply}`))));
    socket.on('connect', () => socket.end('zPING\0'));
  });

export async function startClamd(): Promise<Clamd | null> {
  const binary = clamdBinary();
  if (!binary) return null;
  const dir = await mkdtemp(join(tmpdir(), 'ostoja-clamd-'));
  const port = await freePort();
  await copyFile(signatures, join(dir, 'eicar-test.hdb'));
  const config = join(dir, 'clamd.conf');
  await writeFile(
    config,
    [
      `DatabaseDirectory ${dir}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      'Foreground yes',
      `TemporaryDirectory ${dir}`,
      'LogVerbose no',
      'StreamMaxLength 40M',
      'MaxThreads 4',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let failure = '';
  child.stderr?.on('data', (data: Buffer) => (failure += data.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 3000))]);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'clamd',
      async () => {
        if (child.exitCode !== null) throw new Error(`clamd exited: ${failure.trim()}`);
        await ping(port);
      },
      60_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { address: `127.0.0.1:${port}`, stop };
}
