import { describe, expect, it } from 'vitest';
import { register } from '@shared/contracts/index.js';
import { sendSms } from '../../functions/adapters/sns.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { testRuntime } from '../support/test-runtime.js';

describe('local outbox page', () => {
  it('shows e-mails sent through SES and SMS sent through SNS', async () => {
    const email = uniqueEmail('outbox');
    await new TestClient().call(register, { body: { email } });
    await sendSms('512345678', 'Ostoja: test SMS 4242');
    const page = await (await fetch(`${testRuntime.origin}/_dev/outbox`)).text();
    expect(page).toContain('Ostoja — aktywacja konta');
    expect(page).toContain(email);
    expect(page).toContain('+48512345678');
    expect(page).toContain('Ostoja: test SMS 4242');
  });
});
