import { describe, expect, it } from 'vitest';
import { CONTENT_PURPOSE, encryptContent, generateMetadataKey } from '@shared/crypto/content.js';
import { decryptLabels, labelSearchText, labelText } from './report-labels.js';

const tenant = 'tenant-1';
const labelOf = (key: CryptoKey, report: string, text: string, tenantId = tenant) =>
  encryptContent(key, text, { tenant: tenantId, report, purpose: CONTENT_PURPOSE.label });

describe('report labels in the browser', () => {
  it('decrypts each row with the metadata key and shows the text', async () => {
    const key = await generateMetadataKey();
    const rows = [
      { reportId: 'r1', label: await labelOf(key, 'r1', 'Nadużycie w dziale zakupów') },
      { reportId: 'r2', label: null },
    ];
    const labels = await decryptLabels(key, tenant, rows);
    expect(labelText(labels.get('r1'))).toBe('Nadużycie w dziale zakupów');
    expect(labelText(labels.get('r2'))).toBe('—');
  });

  it('a label of another report or tenant, or under another key, shows a placeholder instead of failing', async () => {
    const key = await generateMetadataKey();
    const otherKey = await generateMetadataKey();
    const rows = [
      { reportId: 'r1', label: await labelOf(key, 'r2', 'przeniesiona z innego wiersza') },
      { reportId: 'r2', label: await labelOf(key, 'r2', 'innej organizacji', 'tenant-2') },
      { reportId: 'r3', label: await labelOf(otherKey, 'r3', 'innym kluczem') },
    ];
    const labels = await decryptLabels(key, tenant, rows);
    expect(rows.map((row) => labelText(labels.get(row.reportId)))).toEqual([
      'Nie można odczytać',
      'Nie można odczytać',
      'Nie można odczytać',
    ]);
  });

  it('without the metadata key every label says Brak dostępu do klucza, and search never matches a placeholder', async () => {
    const key = await generateMetadataKey();
    const labels = await decryptLabels(null, tenant, [{ reportId: 'r1', label: await labelOf(key, 'r1', 'Etykieta') }]);
    expect(labelText(labels.get('r1'))).toBe('Brak dostępu do klucza');
    expect(labelSearchText(labels.get('r1'))).toBe('');
  });
});
