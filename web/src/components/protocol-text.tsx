import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WrittenProtocolView } from '@shared/contracts/reports/schemas.js';
import { decryptContentText } from '@shared/crypto/content.js';
import { writtenProtocolPurpose, type WrittenProtocolKind } from '@shared/domain/protocols.js';
import type { ReportRef } from '@/lib/report-files.js';

/** What a protocol's version is encrypted with under the report key: bound to its kind and version. */
export const protocolContext = (report: ReportRef, kind: WrittenProtocolKind, version: number) => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose: writtenProtocolPurpose(kind, version),
});

/** A protocol's text decrypted here with the report key (the server only ever holds its ciphertext). */
export function useProtocolText(
  report: ReportRef,
  reportKey: CryptoKey,
  kind: WrittenProtocolKind,
  protocol: WrittenProtocolView | null,
) {
  return useQuery({
    queryKey: ['protocol-text', report.reportId, kind, protocol?.version, protocol?.text.ct],
    queryFn: () => decryptContentText(reportKey, protocol!.text, protocolContext(report, kind, protocol!.version)),
    enabled: protocol !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The protocol's text as written (line breaks kept), or that it cannot be read. */
export function ProtocolText({
  text,
  kind,
  unreadable,
}: {
  text: { isError: boolean; data?: string | undefined };
  kind: WrittenProtocolKind;
  unreadable: string;
}) {
  return text.isError ? (
    <Alert color="red" variant="light">
      {unreadable}
    </Alert>
  ) : (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`protocol-text-${kind}`}>
      {text.data ?? ''}
    </Text>
  );
}
