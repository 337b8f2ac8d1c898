import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_SMTP_PORT } from '../shared/domain/email-reports.js';
import { renderUnicodeCompact } from 'uqr';
import { formatBackupCode } from '../shared/domain/totp.js';
import { totpUri } from '../functions/lib/totp.js';
import { demo } from './config.js';
import { unusedDemoBackupCode } from './seed.js';
import { outboxRoutes } from './outbox.js';
import { startRuntime, type Runtime } from './runtime.js';
import { startScheduledJobs } from './scheduler.js';

/**
 * `npm start`: the whole product on http://localhost:3000 (PORT overrides), data kept under
 * `.data/`. `npm run dev` (`--dev`): the same API with the web app served by Vite (hot reload).
 */
// The pinned SDK releases still support Node 20; their notice about 2027 is known (docs/development.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const envPort = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main(): Promise<void> {
  const webDist = resolve(root, 'web/dist');
  if (!dev && !existsSync(resolve(webDist, 'index.html'))) {
    throw new Error('Brak zbudowanej aplikacji web/dist — uruchom `npm start` (buduje ją) albo `npm run build`.');
  }
  const apiPort = dev ? envPort('API_PORT', port + 1) : port;
  const siteOrigin = `http://localhost:${port}`;
  const runtime: Runtime = await startRuntime({
    root,
    port: apiPort,
    siteOrigin,
    webDist: dev ? undefined : 'web/dist',
    dataDir: resolve(root, '.data'),
    ports: {
      dynamodb: envPort('DYNAMODB_PORT', 8000),
      s3: envPort('S3_PORT', 4569),
      ses: envPort('SES_PORT', 8005),
      sms: envPort('SMS_PORT', 8006),
    },
    seed: true,
    paymentsPort: envPort('PAYMENTS_PORT', 8007),
    smtpPort: envPort('SMTP_PORT', LOCAL_SMTP_PORT),
    extraRoutes: outboxRoutes,
  });

  const stopJobs = startScheduledJobs(root);
  let stopVite: (() => Promise<void>) | undefined;
  if (dev) {
    process.env.API_PORT = String(apiPort);
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: resolve(root, 'web/vite.config.ts'),
      server: { port, strictPort: true },
    });
    await vite.listen();
    stopVite = () => vite.close();
  }

  const backupCode = await unusedDemoBackupCode();
  console.log(`
Ostoja działa lokalnie${dev ? ' (tryb deweloperski, Vite)' : ''}${runtime.seeded ? ' — utworzono organizację demonstracyjną' : ''}.

  Back-office (logowanie):   ${siteOrigin}/login
  Formularz zgłoszeń demo:   ${siteOrigin}/form/${demo.alias}
  …po ukraińsku / angielsku: ${siteOrigin}/form/${demo.alias}?lang=uk · ?lang=en
  Poczta i SMS-y (lokalne):  ${siteOrigin.replace(String(port), String(apiPort))}/_dev/outbox
  Podgląd poczty SES:        ${runtime.emulators.endpoints.ses}
  Płatności (lokalne Przelewy24): ${runtime.payments.baseUrl} — Subskrypcja → zamówienie otwiera tu stronę „Zapłać” / „Odrzuć płatność”
  API / OpenAPI:             ${siteOrigin}/api/health · ${siteOrigin}/api/openapi.json

  Konto demo (główny administrator): ${demo.adminEmail} / ${demo.adminPassword}, potem kod z aplikacji uwierzytelniającej
${demoTotpLines(backupCode)}
  Konto demo (użytkownik jednej kategorii): ${demo.userEmail} / ${demo.userPassword}
  Konto demo (audytor czekający na dostęp do klucza): ${demo.auditorEmail} / ${demo.auditorPassword}
  Skrzynka sygnalisty demo:  ${siteOrigin}/inboxlogin — identyfikator ${demo.inboxIdentifier} / hasło ${demo.inboxPassword}
  Zgłoszenie telefoniczne demo: ${siteOrigin}/inboxphonelogin — identyfikator ${demo.phoneInboxIdentifier} / numer telefonu ${demo.phoneInboxNumber} (protokół czeka na zatwierdzenie)
  Zgłoszenia e-mail (lokalny SMTP): ${runtime.smtp.address} — poczta na ${demo.emailReportAddress} staje się zgłoszeniem (README: „E-mail reports locally”)
  Zgłoszenie e-mail demo:    ${siteOrigin}/inboxlogin — identyfikator ${demo.emailInboxIdentifier} / hasło ${demo.emailInboxPassword}
  Zadania okresowe (terminy, retencja, porządki) działają w tym procesie co godzinę.
  Antywirus (clamd, testowa baza sygnatur EICAR): ${runtime.antivirus ?? 'NIEDOSTĘPNY — zainstaluj pakiety Debiana clamav i clamav-daemon; do tego czasu zgłoszenia z załącznikami w organizacjach ze skanowaniem są odrzucane'}
  Dane: ${resolve(root, '.data')} (usuń folder, aby zacząć od nowa)
  Ctrl-C zatrzymuje wszystko.
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nZatrzymywanie…');
    stopJobs();
    await stopVite?.();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * How a newcomer passes the demo administrator's second step: the app's secret (typed or from the
 * QR code below) or one unused backup code. A demo seeded before the app existed has neither.
 */
function demoTotpLines(backupCode: string | null): string {
  const secret = demo.adminTotpSecret.replace(/(.{4})(?=.)/g, '$1 ');
  const qr = renderUnicodeCompact(totpUri(demo.adminTotpSecret, demo.adminEmail))
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return [
    `    Klucz do aplikacji (TOTP, README: „Demo accounts”): ${secret} — albo zeskanuj:`,
    qr,
    backupCode
      ? `    Bez aplikacji: jednorazowy kod zapasowy ${formatBackupCode(backupCode)} (zamiast kodu z aplikacji)`
      : '    Kodów zapasowych demo już nie ma: zaloguj się kodem z aplikacji (albo usuń .data, aby zacząć od nowa)',
  ].join('\n');
}
