import { useQuery } from '@tanstack/react-query';
import { CONTENT_PURPOSE, decryptContentText } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { labelTexts } from '@shared/messages/report-lists.js';
import { useRequiredSession, useSessionKeys } from './session.js';

/**
 * Report labels (Etykieta) are set by staff and stored encrypted under the organisation
 * metadata key (docs/security.md): the server lists ciphertext, the browser shows text. Each label is
 * bound to its tenant and report (AAD), so a label moved to another row does not open.
 */
export interface LabelledRow {
  reportId: string;
  label: ContentEnvelope | null;
}

export type LabelView =
  | { kind: 'label'; text: string }
  /** No label was set. */
  | { kind: 'none' }
  /** This account holds no metadata key (access not granted yet, or lost with a password reset). */
  | { kind: 'noKey' }
  /** The ciphertext does not open with the key (tampered, or written for another report). */
  | { kind: 'unreadable' };

/** What a list cell shows for a label. */
export function labelText(view: LabelView | undefined): string {
  if (!view) return '…';
  switch (view.kind) {
    case 'label':
      return view.text;
    case 'none':
      return labelTexts.none;
    case 'noKey':
      return labelTexts.noKey;
    case 'unreadable':
      return labelTexts.unreadable;
  }
}

/** What a label adds to 'Szukaj w widocznych': its text, never a placeholder. */
export const labelSearchText = (view: LabelView | undefined): string => (view?.kind === 'label' ? view.text : '');

/** Decrypts the labels of a page of rows; never rejects (a label that does not open is 'unreadable'). */
export async function decryptLabels(
  metadataKey: CryptoKey | null,
  tenantId: string,
  rows: readonly LabelledRow[],
): Promise<Map<string, LabelView>> {
  const entries = await Promise.all(
    rows.map(async (row): Promise<[string, LabelView]> => {
      if (!row.label) return [row.reportId, { kind: 'none' }];
      if (!metadataKey) return [row.reportId, { kind: 'noKey' }];
      try {
        const text = await decryptContentText(metadataKey, row.label, {
          tenant: tenantId,
          report: row.reportId,
          purpose: CONTENT_PURPOSE.label,
        });
        return [row.reportId, { kind: 'label', text }];
      } catch {
        return [row.reportId, { kind: 'unreadable' }];
      }
    }),
  );
  return new Map(entries);
}

/**
 * The labels of the rows on screen, decrypted with the session's metadata key. Cached per page
 * (the same rows come back instantly); an empty map until the keys are read after a reload.
 */
export function useReportLabels(rows: readonly LabelledRow[] | undefined): ReadonlyMap<string, LabelView> {
  const session = useRequiredSession();
  const keys = useSessionKeys(session.id);
  const metadataKey = keys.keys?.metadataKey ?? null;
  const list = rows ?? [];
  const { data } = useQuery({
    queryKey: [
      'report-labels',
      session.customerId,
      session.id,
      metadataKey ? 'key' : 'no-key',
      list.map((row) => [row.reportId, row.label?.iv ?? null]),
    ],
    queryFn: () => decryptLabels(metadataKey, session.customerId, list),
    enabled: keys.status === 'ready' && list.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? emptyLabels;
}

const emptyLabels: ReadonlyMap<string, LabelView> = new Map();
