import { emptyRegisterRecord, type RegisterRecord } from '@shared/domain/register-record.js';
import { useChange } from '@/lib/contract-query.js';
import { registerRecord } from '@/lib/report-records.js';
import { sendRegisterRecord } from '../api/set-report-register.js';
import type { DecryptedReport } from './use-opened-report.js';
import { useVersionedContent } from './use-versioned-content.js';

interface RegisterRecordState {
  record: RegisterRecord;
  version: number;
}

/**
 * 'Dane do rejestru zgłoszeń', decrypted here: read with the report's content, saved whole on the
 * version shown (changed meanwhile: read again, and the refusal passed on).
 */
export function useRegisterRecord(opened: DecryptedReport | null) {
  const reportId = opened?.content.reportId ?? '';
  const ref = { tenantId: opened?.content.tenantId ?? '', reportId };
  const { query, keep, readAgainOn409 } = useVersionedContent<RegisterRecordState>(
    opened,
    'register',
    async (content, { reportKey }) => ({
      record: (await registerRecord.open(reportKey, ref, content.register)) ?? emptyRegisterRecord,
      version: content.registerVersion,
    }),
  );
  const change = useChange(async (record: RegisterRecord) => {
    try {
      const saved = await sendRegisterRecord({
        params: { reportId },
        body: {
          register: await registerRecord.seal(opened!.reportKey, ref, record),
          registerVersion: query.data!.version,
        },
      });
      keep({ record, version: saved.registerVersion });
    } catch (failure) {
      await readAgainOn409(failure);
    }
  });
  return {
    state: query.data ?? null,
    unreadable: query.isError,
    save: change.mutateAsync,
    saving: change.isPending,
  };
}
