import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

/** One SMS as SNS would have delivered it. */
export interface SmsMessage {
  id: string;
  at: string;
  phoneNumber: string;
  message: string;
  /** The sender ID it would have shown (`AWS.SNS.SMS.SenderID`), when one was given. */
  senderId?: string;
}

/** A message attribute's string value from the awsQuery form (`MessageAttributes.entry.N.Name` / `.Value.StringValue`). */
function messageAttribute(form: URLSearchParams, name: string): string | undefined {
  for (const [key, value] of form)
    if (/^MessageAttributes\.entry\.\d+\.Name$/.test(key) && value === name)
      return form.get(key.replace(/Name$/, 'Value.StringValue')) ?? undefined;
  return undefined;
}

export interface SmsSink {
  server: Server;
  messages: () => SmsMessage[];
  clear: () => void;
}

const xml = (requestId: string, messageId: string) =>
  `<?xml version="1.0"?><PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${messageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata></PublishResponse>`;

/**
 * A local stand-in for SNS `Publish` to a phone number (awsQuery protocol), keeping what it
 * receives so the outbox page and tests can read it. `GET /messages` lists them as JSON.
 * With `file`, messages survive a restart.
 */
export async function startSmsSink(port: number, file?: string): Promise<SmsSink> {
  let messages: SmsMessage[] = file
    ? await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as SmsMessage[],
        () => [],
      )
    : [];
  const persist = () => (file ? writeFile(file, JSON.stringify(messages, null, 1)) : Promise.resolve());

  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/messages')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    if (req.method === 'POST' && req.url === '/clear') {
      messages = [];
      void persist();
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (form.get('Action') !== 'Publish' || !form.get('PhoneNumber')) {
        res
          .writeHead(400, { 'content-type': 'text/xml' })
          .end('<ErrorResponse><Error><Code>InvalidParameter</Code></Error></ErrorResponse>');
        return;
      }
      const message: SmsMessage = {
        id: randomUUID(),
        at: new Date().toISOString(),
        phoneNumber: form.get('PhoneNumber') ?? '',
        message: form.get('Message') ?? '',
      };
      const senderId = messageAttribute(form, 'AWS.SNS.SMS.SenderID');
      if (senderId) message.senderId = senderId;
      messages.push(message);
      void persist();
      res.writeHead(200, { 'content-type': 'text/xml' }).end(xml(randomUUID(), message.id));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    server,
    messages: () => [...messages],
    clear: () => {
      messages = [];
      void persist();
    },
  };
}
