import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createCategory, finaliseSubmission, getSession, startSubmission } from '@shared/contracts/index.js';
import { encryptSubmission } from '@shared/crypto/submission.js';
import { staffSession } from '@shared/domain/session.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { createStaffSession, getStaffSession } from '../../functions/data/sessions.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';
import { givenStaffUser, givenTenant } from '../support/fixtures.js';

const minutes = (n: number) => n * 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** The data layer takes the time as an argument: these tests move it, they never wait. */
describe('staff sessions on an injected clock', () => {
  async function session(start: Date) {
    const tenant = await givenTenant();
    const user = await givenStaffUser(tenant);
    return (await createStaffSession(tenant.tenantId, user.userId, start)).sessionId;
  }
  const idle = staffSession.idleSeconds * 1000;

  it('ends after the idle time without use', async () => {
    const start = new Date();
    const id = await session(start);
    expect(await getStaffSession(id, at(start, idle - minutes(1)))).not.toBeNull();
    const fresh = await session(start);
    expect(await getStaffSession(fresh, at(start, idle + 1000))).toBeNull();
  });

  it('is extended by each use: used every 20 minutes, it outlives the idle time many times over', async () => {
    const start = new Date();
    const id = await session(start);
    for (let t = minutes(20); t <= minutes(200); t += minutes(20))
      expect(await getStaffSession(id, at(start, t)), `${t / 60_000} min`).not.toBeNull();
    expect(await getStaffSession(id, at(start, minutes(200) + idle + 1000))).toBeNull();
  });

  it('ends at its absolute lifetime even when used all along', async () => {
    const start = new Date();
    const id = await session(start);
    const absolute = staffSession.absoluteSeconds * 1000;
    for (let t = minutes(25); t < absolute; t += minutes(25))
      expect(await getStaffSession(id, at(start, t))).not.toBeNull();
    expect(await getStaffSession(id, at(start, absolute - 1000))).not.toBeNull();
    expect(await getStaffSession(id, at(start, absolute))).toBeNull();
  });
});

describe('submission slots', () => {
  it('refuse a finalise once the slot expired (404, the Polish text), and store nothing', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const category = (
      await client.call(createCategory, {
        body: {
          name: 'Zegar',
          visible: true,
          status: 2,
          files: false,
          anonymous: true,
          fields: [{ type: 1, required: true, label: 'Opis' }],
        },
      })
    ).body;
    const alias = (await client.call(getSession)).body.customerAlias;
    const reporter = new TestClient();
    const slot = (
      await reporter.call(startSubmission, { params: { alias }, body: { categoryId: category.id, files: [] } })
    ).body;
    const encrypted = await encryptSubmission(
      slot,
      { fields: [{ fieldId: category.fields[0]!.id, value: 'Opis zdarzenia' }], reporter: null, files: [] },
      testArgon,
    );
    // The slot's clock: its expiry moved to a second ago (as if the reporter had left the form open).
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.submissionSlot(slot.reportId),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const answer = await reporter.call(finaliseSubmission, {
      params: { alias, reportId: slot.reportId },
      body: { slotToken: slot.slotToken, categoryId: category.id, ...encrypted.body },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(submissionTexts.slotExpired);
  });
});
