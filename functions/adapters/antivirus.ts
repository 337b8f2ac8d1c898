import { connect } from 'node:net';

/**
 * Antivirus scanning (DESIGN §7's exception to server-blindness): the bytes are sent to clamd
 * with its INSTREAM command (locally Debian's clamd with the project's test signature database,
 * `local/clamd.ts`). `CLAMD_ADDRESS` (host:port) says where it listens. A scan that cannot run
 * (no address configured, clamd down, an answer we do not understand) throws
 * `AntivirusUnavailableError`: the caller fails closed and accepts nothing.
 */

export type ScanResult = { infected: false } | { infected: true; signature: string };

export class AntivirusUnavailableError extends Error {}

/** clamd's StreamMaxLength default is 25 MB; chunks of 64 KiB keep memory flat. */
const CHUNK_BYTES = 64 * 1024;
const TIMEOUT_MS = 60_000;

function clamdAddress(): { host: string; port: number } {
  const address = process.env.CLAMD_ADDRESS;
  const match = address ? /^(.+):(\d+)$/.exec(address) : null;
  if (!match) throw new AntivirusUnavailableError('CLAMD_ADDRESS is not set');
  return { host: match[1] as string, port: Number(match[2]) };
}

/** Scans `bytes` in clamd; the bytes are never written anywhere. */
export function scanBytes(bytes: Uint8Array): Promise<ScanResult> {
  const { host, port } = clamdAddress();
  return new Promise<ScanResult>((resolve, reject) => {
    const socket = connect({ host, port });
    const replies: Buffer[] = [];
    const fail = (reason: string) => {
      socket.destroy();
      reject(new AntivirusUnavailableError(reason));
    };
    socket.setTimeout(TIMEOUT_MS, () => fail('clamd timed out'));
    socket.on('error', (error) => fail(`clamd: ${error.message}`));
    socket.on('data', (data) => replies.push(data));
    socket.on('end', () => {
      // "stream: OK\0" or "stream: Eicar-Test-Signature.UNOFFICIAL FOUND\0"; anything else is an error.
      const reply = Buffer.concat(replies).toString('utf8').replace(/\0$/, '').trim();
      const found = /^stream: (.+) FOUND$/.exec(reply);
      if (reply === 'stream: OK') resolve({ infected: false });
      else if (found) resolve({ infected: true, signature: found[1] as string });
      else fail(`clamd answered: ${reply.slice(0, 200)}`);
      socket.destroy();
    });
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
        const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.end(Buffer.alloc(4));
    });
  });
}
