/**
 * An HTTP/2 front for the local runtime, for the bench only: CloudFront speaks HTTP/2 (and 3) to
 * browsers (infra/stacks/web-stack.ts), the local gateway HTTP/1.1. Lighthouse's simulated load
 * follows the protocol it observed: over HTTP/1.1 it gives each origin six connections that fetch
 * one file at a time, a round trip each, while over HTTP/2 one connection fetches them all at once.
 * A page of a few dozen chunks then scores as it would on CloudFront only behind this front.
 *
 * Browsers speak HTTP/2 only over TLS: the front has a throwaway self-signed certificate for
 * localhost (made with `openssl`), and the Chromium measuring through it ignores certificate errors.
 * Requests and answers pass unchanged (compression and headers are the gateway's).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type OutgoingHttpHeaders, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids (connection-specific, RFC 9113 §8.2.2). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-h2-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Starts the front for `target` (the gateway's `http://…` origin); the front's origin is `https://127.0.0.1:port`. */
export async function startHttp2Front(target: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createSecureServer(await selfSignedCertificate());
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const forwarded: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && value !== undefined) forwarded[name] = value;
    }
    forwarded.host = String(headers[':authority'] ?? upstream.host);
    const toGateway = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: String(headers[':method']),
        path: String(headers[':path']),
        headers: forwarded,
      },
      (answer) => {
        const out: OutgoingHttpHeaders = { ':status': answer.statusCode ?? 502 };
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) out[name] = value;
        }
        if (stream.destroyed) return answer.resume();
        stream.respond(out);
        answer.pipe(stream);
      },
    );
    toGateway.on('error', () => stream.destroy());
    stream.on('error', () => toGateway.destroy());
    stream.pipe(toGateway);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const session of sessions) session.destroy();
      }),
  };
}
