/**
 * The first-steps checklist of a new organisation against the local emulators: what the server
 * says is done follows the categories and their users, and the two steps the main administrator
 * marks (recovery key kept, form link copied) are recorded once, the key's in the system log.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeSetupStep,
  createCategory,
  deleteCategory,
  getSession,
  getSetupChecklist,
  listLogEntries,
  setCategoryUsers,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { isSetupComplete, setupProgress } from '@shared/domain/setup.js';
import { auditTexts } from '@shared/messages/audit.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import type { TestClient } from '../support/api-client.js';
import { colleagueOf, logIn, registerOrganisation } from '../support/accounts.js';

const category = (name: string): CategoryInput => ({
  name,
  visible: true,
  status: 2,
  files: true,
  anonymous: true,
  fields: [{ type: 1, required: true, label: 'Opis zdarzenia' }],
});

describe('the first-steps checklist', () => {
  let admin: TestClient;
  let adminEmail: string;
  let adminId: string;

  beforeAll(async () => {
    const { email, password } = await registerOrganisation();
    adminEmail = email;
    admin = (await logIn(email, password)).client;
    adminId = (await admin.call(getSession)).body.id;
  });

  it('starts with nothing done for a new organisation', async () => {
    const answer = await admin.call(getSetupChecklist);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      categoryCount: 0,
      unassignedCategories: [],
      recoveryKeyConfirmed: false,
      formLinkCopied: false,
      procedurePublished: false,
    });
    expect(isSetupComplete(answer.body)).toBe(false);
  });

  it('names the categories nobody is assigned to, until someone is', async () => {
    const first = (await admin.call(createCategory, { body: category('Nadużycia') })).body;
    const second = (await admin.call(createCategory, { body: category('Mobbing') })).body;
    let state = (await admin.call(getSetupChecklist)).body;
    expect(state.categoryCount).toBe(2);
    expect(state.unassignedCategories).toEqual([
      { id: first.id, name: 'Nadużycia' },
      { id: second.id, name: 'Mobbing' },
    ]);

    expect(
      (
        await admin.call(setCategoryUsers, {
          params: { id: first.id },
          body: { users: [{ userId: adminId, canResponse: true }] },
        })
      ).status,
    ).toBe(200);
    state = (await admin.call(getSetupChecklist)).body;
    expect(state.unassignedCategories).toEqual([{ id: second.id, name: 'Mobbing' }]);

    expect((await admin.call(deleteCategory, { params: { id: second.id } })).status).toBe(200);
    state = (await admin.call(getSetupChecklist)).body;
    expect(state).toMatchObject({ categoryCount: 1, unassignedCategories: [] });
  });

  it('counts a category whose only user was removed as unassigned again', async () => {
    const { user } = await colleagueOf(adminEmail, { type: staffUserType.user });
    const created = (await admin.call(createCategory, { body: category('Bezpieczeństwo') })).body;
    await admin.call(setCategoryUsers, {
      params: { id: created.id },
      body: { users: [{ userId: user.userId, canResponse: false }] },
    });
    expect((await admin.call(getSetupChecklist)).body.unassignedCategories).toEqual([]);
    // Deleting the user's item is what removing a user does to this list (the category keeps the stale id).
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.staffUser(user.tenantId, user.userId) }));
    expect((await admin.call(getSetupChecklist)).body.unassignedCategories).toEqual([
      { id: created.id, name: 'Bezpieczeństwo' },
    ]);
    await admin.call(deleteCategory, { params: { id: created.id } });
  });

  it('records the copied form link once', async () => {
    const answer = await admin.call(completeSetupStep, { body: { step: 'formLink' } });
    expect(answer.status).toBe(200);
    expect(answer.body.formLinkCopied).toBe(true);
    expect((await admin.call(completeSetupStep, { body: { step: 'formLink' } })).body.formLinkCopied).toBe(true);
    expect((await admin.call(getSetupChecklist)).body.formLinkCopied).toBe(true);
  });

  it('records the recovery key as kept, logs who said so, and never downgrades a checked key', async () => {
    const unchecked = await admin.call(completeSetupStep, { body: { step: 'recoveryKey', verified: false } });
    expect(unchecked.status).toBe(200);
    expect(unchecked.body.recoveryKeyConfirmed).toBe(true);
    await admin.call(completeSetupStep, { body: { step: 'recoveryKey', verified: true } });
    await admin.call(completeSetupStep, { body: { step: 'recoveryKey', verified: false } });

    const texts = (await admin.call(listLogEntries)).body.rows.map((row) => row.text);
    expect(texts.filter((text) => text === auditTexts['setup.recoveryKey.confirmed'])).toHaveLength(1);
    expect(texts.filter((text) => text === auditTexts['setup.recoveryKey.checked'])).toHaveLength(1);
    // Newest first: the check came after the plain confirmation, and the later unchecked one wrote nothing.
    expect(texts.indexOf(auditTexts['setup.recoveryKey.checked'])).toBeLessThan(
      texts.indexOf(auditTexts['setup.recoveryKey.confirmed']),
    );
    // Every step the checklist's marks and data give is done; the procedure is made known on its own screen.
    expect(setupProgress((await admin.call(getSetupChecklist)).body)).toEqual({
      categories: true,
      assignments: true,
      recoveryKey: true,
      formLink: true,
      procedure: false,
    });
  });

  it('refuses an unknown step or extra fields with 400 and records nothing', async () => {
    const { email, password } = await registerOrganisation();
    const fresh = (await logIn(email, password)).client;
    for (const body of [{ step: 'categories' }, { step: 'recoveryKey' }, { step: 'formLink', verified: true }, {}]) {
      const answer = await fresh.call(completeSetupStep, { body: body as never });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await fresh.call(getSetupChecklist)).body).toMatchObject({
      recoveryKeyConfirmed: false,
      formLinkCopied: false,
    });
  });

  it('is the main administrator’s: another administrator gets 403', async () => {
    const { client } = await colleagueOf(adminEmail, { type: staffUserType.administrator });
    expect((await client.call(getSetupChecklist)).status).toBe(403);
    expect((await client.call(completeSetupStep, { body: { step: 'formLink' } })).status).toBe(403);
  });
});
