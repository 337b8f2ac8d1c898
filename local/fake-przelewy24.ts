import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  notificationSign,
  registrationSign,
  verificationSign,
  type Przelewy24Config,
  type Registration,
} from '../functions/adapters/payments/przelewy24.js';
import { messageOf } from '../functions/lib/message-of.js';

/**
 * A local stand-in for Przelewy24 with the same API shape (REST v1): `POST /api/v1/transaction/register`
 * (basic auth, signed), the payer's page `GET /trnRequest/{token}` showing the order with
 * "Zapłać" and "Odrzuć płatność", a correctly signed notification to the order's `urlStatus` after
 * paying, then the payer back at `urlReturn`, and `PUT /api/v1/transaction/verify`. Failing or
 * abandoning sends no notification, as Przelewy24 does. `GET /_transactions` lists what it holds
 * (tests). Never reachable from outside the machine (127.0.0.1).
 */
export const localPrzelewy24Account = {
  merchantId: 100_001,
  posId: 100_001,
  apiKey: 'lokalny-klucz-api',
  crc: 'lokalny-klucz-crc',
} as const;

/** A registered transaction: what the adapter registers, with what the fake made of it since. */
export interface FakeTransaction extends Registration {
  token: string;
  status: 'registered' | 'paid' | 'failed';
  orderId: number | null;
  notification: { status: number; body: string } | null;
}

export interface FakePrzelewy24 {
  server: Server;
  baseUrl: string;
  transactions: () => FakeTransaction[];
  stop: () => Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });

function page(t: FakeTransaction): string {
  const amount = `${Math.floor(t.amount / 100)},${String(t.amount % 100).padStart(2, '0')} zł`;
  const done = t.status !== 'registered';
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Przelewy24 (lokalnie)</title>
<style>body{font-family:sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem}dt{font-weight:bold}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:1rem}</style></head>
<body><h1>Przelewy24 — lokalna bramka testowa</h1>
<p>To nie jest prawdziwa płatność: ta strona zastępuje Przelewy24 podczas pracy lokalnej.</p>
<dl><dt>Zamówienie</dt><dd>${escape(t.description)}</dd><dt>Kwota</dt><dd>${amount}</dd><dt>Płatnik</dt><dd>${escape(t.client)} (${escape(t.email)})</dd></dl>
${
  done
    ? `<p>Ta transakcja została już ${t.status === 'paid' ? 'opłacona' : 'odrzucona'}.</p><p><a href="${escape(t.urlReturn)}">Wróć do sklepu</a></p>`
    : `<form method="post" action="/trnRequest/${escape(t.token)}/pay" style="display:inline"><button type="submit">Zapłać</button></form>
<form method="post" action="/trnRequest/${escape(t.token)}/fail" style="display:inline"><button type="submit">Odrzuć płatność</button></form>`
}
</body></html>`;
}

export async function startFakePrzelewy24(
  port: number,
  account: Omit<Przelewy24Config, 'baseUrl'> = localPrzelewy24Account,
): Promise<FakePrzelewy24> {
  const transactions = new Map<string, FakeTransaction>();
  let nextOrderId = 300_000_000 + Math.floor(Math.random() * 1_000_000);
  /** Pays a transaction; answers the notification Przelewy24 sends for it, signed. */
  const markPaid = (t: FakeTransaction) => {
    t.status = 'paid';
    t.orderId = nextOrderId++;
    const fields = {
      merchantId: account.merchantId,
      posId: account.posId,
      sessionId: t.sessionId,
      amount: t.amount,
      originAmount: t.amount,
      currency: t.currency,
      orderId: t.orderId,
      methodId: 25,
      statement: `p24-${t.orderId}`,
    };
    return { ...fields, sign: notificationSign(account, fields) };
  };
  const authorised = (req: IncomingMessage) =>
    req.headers.authorization === `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString('base64')}`;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      if (req.method === 'POST' && path === '/api/v1/transaction/register') {
        if (!authorised(req)) return json(res, 401, { error: 'Incorrect authentication', code: 401 });
        const body = JSON.parse(await readBody(req)) as Record<string, string | number | undefined>;
        const t = { sessionId: String(body.sessionId), amount: Number(body.amount), currency: String(body.currency) };
        if (
          body.merchantId !== account.merchantId ||
          body.posId !== account.posId ||
          body.sign !== registrationSign({ ...account, baseUrl: '' }, t)
        ) {
          return json(res, 400, { error: 'Incorrect sign', code: 400 });
        }
        if ([...transactions.values()].some((other) => other.sessionId === t.sessionId))
          return json(res, 400, { error: 'Transaction already exists', code: 400 });
        const token = randomUUID().toUpperCase();
        transactions.set(token, {
          ...t,
          token,
          description: String(body.description ?? ''),
          email: String(body.email ?? ''),
          client: String(body.client ?? ''),
          urlReturn: String(body.urlReturn),
          urlStatus: String(body.urlStatus),
          status: 'registered',
          orderId: null,
          notification: null,
        });
        return json(res, 200, { data: { token }, responseCode: 0 });
      }
      if (req.method === 'PUT' && path === '/api/v1/transaction/verify') {
        if (!authorised(req)) return json(res, 401, { error: 'Incorrect authentication', code: 401 });
        const body = JSON.parse(await readBody(req)) as Record<string, string | number | undefined>;
        const v = {
          sessionId: String(body.sessionId),
          orderId: Number(body.orderId),
          amount: Number(body.amount),
          currency: String(body.currency),
        };
        const t = [...transactions.values()].find((candidate) => candidate.sessionId === v.sessionId);
        if (body.sign !== verificationSign(account, v)) return json(res, 400, { error: 'Incorrect sign', code: 400 });
        if (!t || t.status !== 'paid' || t.orderId !== v.orderId || t.amount !== v.amount || t.currency !== v.currency)
          return json(res, 400, { error: 'Transaction not found or not paid', code: 400 });
        return json(res, 200, { data: { status: 'success' }, responseCode: 0 });
      }
      if (req.method === 'GET' && path === '/_transactions') return json(res, 200, [...transactions.values()]);
      // Tests: the transaction becomes paid and its signed notification is handed back unsent.
      const silent = /^\/_transactions\/([A-Za-z0-9-]+)\/paid$/.exec(path);
      if (req.method === 'POST' && silent) {
        const t = transactions.get(silent[1]!);
        if (!t || t.status !== 'registered') return json(res, 404, { error: 'No such transaction', code: 404 });
        return json(res, 200, markPaid(t));
      }
      const payer = /^\/trnRequest\/([A-Za-z0-9-]+)(?:\/(pay|fail))?$/.exec(path);
      const t = payer ? transactions.get(payer[1]!) : undefined;
      if (!payer || !t)
        return res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nie znaleziono transakcji');
      if (req.method === 'GET' && !payer[2])
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(t));
      if (req.method !== 'POST' || !payer[2]) return res.writeHead(405).end();
      if (t.status === 'registered' && payer[2] === 'pay') {
        const notification = markPaid(t);
        try {
          const answer = await fetch(t.urlStatus, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(notification),
          });
          t.notification = { status: answer.status, body: await answer.text() };
        } catch (error) {
          t.notification = { status: 0, body: messageOf(error) };
        }
      } else if (t.status === 'registered') {
        t.status = 'failed';
      }
      res.writeHead(303, { location: t.urlReturn }).end();
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: messageOf(error), code: 500 });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    baseUrl: `http://127.0.0.1:${actualPort}`,
    transactions: () => [...transactions.values()],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
