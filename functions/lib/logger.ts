/**
 * Structured JSON logs. Only what is passed explicitly is written: never a request body,
 * a header value, a cookie or report content. Keys that look secret are redacted anyway.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

const SECRET_KEY = /pass|secret|token|cookie|authorization|csrf|code|key|content|ciphertext|email|phone/i;
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function redact(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SECRET_KEY.test(key) && key !== 'errorCode' ? '[redacted]' : value;
  }
  return out;
}

function write(level: Level, message: string, fields: Fields = {}): void {
  const threshold = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
  if (order[level] < (order[threshold] ?? 20)) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...redact(fields) });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
