import { describe, expect, it } from 'vitest';
import { createCategory, deleteCategory, updateCategory } from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { logIn, registerOrganisation } from '../support/accounts.js';

const category = (name: string): CategoryInput => ({ name, visible: true, status: 2, files: false, anonymous: true, fields: [{ type: 1, required: true, label: 'Opis' }] });

async function systemLogOf(email: string) {
  const admin = await getStaffUserByEmail(email);
  const page = await listLogEntries(admin!.tenantId, { limit: 50 });
  return page.items;
}

describe('system log', () => {
  it('records each change with its Polish text and who made it, as items of their own kind', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const staying = await client.call(createCategory, { body: category('Kadry') });
    const leaving = await client.call(createCategory, { body: category('Zakupy') });
    await client.call(updateCategory, { params: { id: staying.body.id }, body: category('Kadry i płace') });
    await client.call(deleteCategory, { params: { id: leaving.body.id } });

    const entries = await systemLogOf(email);
    expect(entries.map((entry) => entry.text).sort()).toEqual(
      [
        'Aktywacja konta i utworzenie organizacji',
        'Dodanie kategorii: Kadry',
        'Dodanie kategorii: Zakupy',
        'Edycja kategorii: Kadry i płace',
        'Usunięcie kategorii: Zakupy',
      ].sort(),
    );
    expect(new Set(entries.map((entry) => entry.userName))).toEqual(new Set(['Anna Kowalska']));
    expect(entries.every((entry) => (entry as unknown as { entity: string }).entity === 'logEntry')).toBe(true);
  });

  it('records nothing for a refused change', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const only = await client.call(createCategory, { body: category('Jedyna') });
    const refused = await client.call(deleteCategory, { params: { id: only.body.id } });
    expect(refused.status).toBe(409);
    expect((await systemLogOf(email)).map((entry) => entry.text)).not.toContain('Usunięcie kategorii: Jedyna');
  });
});
