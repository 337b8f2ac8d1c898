import { describe, expect, it } from 'vitest';
import { activateAccount, getActivation, getLoginParams, register } from '@shared/contracts/index.js';
import { createRegistrationKeys } from '@shared/crypto/account.js';
import { authTexts } from '@shared/messages/auth.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { registrationDetails, testArgon } from '../support/accounts.js';
import { lastLinkToken } from '../support/outbox.js';

describe('the Argon2id floor of stored passwords', () => {
  it('refuses to store a password envelope cheaper than the floor, storing nothing, and the link still works', async () => {
    const client = new TestClient();
    const email = uniqueEmail('slabe');
    await client.call(register, { body: { email } });
    const token = await lastLinkToken(email, '/registration/');

    const weak = await createRegistrationKeys('tajne-haslo-1', { ...testArgon, t: testArgon.t - 1 });
    const refused = await client.call(activateAccount, {
      params: { token },
      body: { details: registrationDetails, credentials: weak.credentials, organisation: weak.organisation },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.['credentials.wrappedPrivateKey']).toBe(authTexts.weakPasswordProtection);
    expect((await client.call(getActivation, { params: { token } })).status).toBe(200);

    const strong = await createRegistrationKeys('tajne-haslo-1', testArgon);
    expect(
      (
        await client.call(activateAccount, {
          params: { token },
          body: { details: registrationDetails, credentials: strong.credentials, organisation: strong.organisation },
        })
      ).status,
    ).toBe(200);
    expect((await client.call(getLoginParams, { body: { email } })).body).toMatchObject({
      m: testArgon.m,
      t: testArgon.t,
    });
  });
});
