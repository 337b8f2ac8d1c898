import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { getLoginParams, getSession, login } from '@shared/contracts/index.js';
import { deriveLogin, unlockSession } from '@shared/crypto/account.js';
import { fieldType } from '@shared/domain/category.js';
import { demo } from '../../local/config.js';
import { TestClient } from './api-client.js';

/**
 * The demo administrator logged in through the API as the browser does (the account's own
 * Argon2id cost), with the organisation key unlocked: what staff need to open a report.
 */
export async function logInDemoAdmin() {
  const client = new TestClient();
  const params = await client.call(getLoginParams, { body: { email: demo.adminEmail } });
  const derived = await deriveLogin(demo.adminPassword, params.body);
  const answer = await client.call(login, { body: { email: demo.adminEmail, authKey: derived.authKey } });
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
