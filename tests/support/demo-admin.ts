import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { getLoginParams, getSession, login, loginTotp } from '@shared/contracts/index.js';
import { deriveLogin, unlockSession } from '@shared/crypto/account.js';
import { fieldType } from '@shared/domain/category.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { backupCodeHash, newBackupCodes } from '../../functions/lib/totp.js';
import { demo, demoStaffIds } from '../../local/config.js';
import { TestClient } from './api-client.js';

/**
 * A backup code of the demo administrator made for one login of a test: the demo's own codes and
 * app codes work once each (a code of the app once per 30 s), so tests that log in as the
 * administrator often, or at once, each bring their own single-use code.
 */
export async function demoAdminBackupCode(): Promise<string> {
  const [code] = newBackupCodes();
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.staffUser('demo', demoStaffIds.admin),
      UpdateExpression: 'ADD totp.backupCodeHashes :code',
      ConditionExpression: 'attribute_exists(totp)',
      ExpressionAttributeValues: { ':code': new Set([backupCodeHash(demoStaffIds.admin, code!)]) },
    }),
  );
  return code!;
}

/** Finishes a login's authenticator step, if it has one, with a fresh backup code of the demo administrator. */
export async function passDemoAdminCodeStep(
  client: TestClient,
  answer: { status: number; body: unknown },
): Promise<{ status: number; body: unknown }> {
  const body = answer.body as { step?: string; challengeId?: string };
  if (body.step !== 'totp') return answer;
  const code = await demoAdminBackupCode();
  return client.call(loginTotp, { body: { challengeId: body.challengeId!, code } });
}

/**
 * The demo administrator logged in through the API as the browser does (the account's own
 * Argon2id cost), with the organisation key unlocked: what staff need to open a report.
 */
export async function logInDemoAdmin() {
  const client = new TestClient();
  const params = await client.call(getLoginParams, { body: { email: demo.adminEmail } });
  const derived = await deriveLogin(demo.adminPassword, params.body);
  const answer = await passDemoAdminCodeStep(
    client,
    await client.call(login, { body: { email: demo.adminEmail, authKey: derived.authKey } }),
  );
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
  const session = await client.call(getSession);
  const unlocked = await unlockSession(derived, session.body.keys);
  if (!unlocked.organisationPrivateKey) throw new Error('the demo admin has no organisation key');
  return {
    client,
    session: session.body,
    kid: session.body.keys.organisation.kid,
    organisationPrivateKey: unlocked.organisationPrivateKey,
  };
}

/** A visible, active category for anonymous reports whose form asks only 'Opis zdarzenia'; with attachments when `files`. */
export const describedCategory = (name: string, files: boolean): CategoryInput => ({
  name,
  visible: true,
  status: 2,
  files,
  anonymous: true,
  fields: [{ type: fieldType.longText, required: true, label: 'Opis zdarzenia' }],
});

/** In the browser: the login's authenticator step, passed with a fresh backup code of the demo administrator. */
export async function enterDemoAdminCode(page: Page) {
  await page.getByLabel(/^Kod z aplikacji lub kod zapasowy/).fill(await demoAdminBackupCode());
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
}
