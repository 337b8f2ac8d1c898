import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { documentDate } from '@shared/documents/legal-document.js';
import { PROCEDURE_TITLE, procedureSubtitle } from '@shared/documents/procedure-document.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { formatApiError } from '@/lib/api-errors.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';

/** The procedure in force as the form's answer names it. */
export interface ProcedureInForce {
  version: number;
  inForceFrom: string;
}

/** Its text as consulted and made known, made into a PDF in this browser (pdf-lib loads only now). */
async function downloadProcedure(alias: string): Promise<void> {
  const procedure = await (await import('../api/get-public-procedure.js')).getPublicProcedure(alias);
  const [{ downloadDocument }, { formatDateTime }] = await Promise.all([
    import('@/lib/legal-document-download.js'),
    import('@/lib/dates.js'),
  ]);
  const heading = {
    version: procedure.version,
    publishedOn: procedure.publishedOn,
    inForceFrom: procedure.inForceFrom,
    consultedOn: null,
    today: procedure.inForceFrom,
  };
  await downloadDocument(
    {
      title: PROCEDURE_TITLE,
      subtitle: procedureSubtitle(procedure.company, heading),
      sections: procedure.sections,
      missing: [],
    },
    `procedura-zgloszen-wewnetrznych-v${procedure.version}`,
    'pdf',
    formatDateTime(new Date().toISOString()),
  );
}

/** 'Procedura zgłoszeń wewnętrznych organizacji (…; PDF)': a small link under the form. */
export function ProcedureLink({ alias, procedure }: { alias: string; procedure: ProcedureInForce }) {
  const t = useTexts('externalChannelTexts');
  const clientErrors = useTexts('clientErrorMessages');
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setError(null);
    downloadProcedure(alias).catch((failure: unknown) =>
      setError(reporterErrorText(failure, clientErrors, formatApiError)),
    );
  };
  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="sm" onClick={download} style={{ alignSelf: 'flex-start' }}>
        {t.procedure(String(procedure.version), documentDate(procedure.inForceFrom))}
      </Anchor>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
