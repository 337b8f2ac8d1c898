import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setReportLabel } from '@shared/contracts/reports/set-report-label.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { CONTENT_PURPOSE, decryptContentText } from '@shared/crypto/content.js';
import { reportTexts } from '@shared/messages/reports.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import {
  encryptedLabel,
  holdKeys,
  organisationWithKeys,
  reportDetailsFixture,
  TENANT_ID,
  type OrganisationKeys,
} from '@/test/report-fixtures.js';
import type { ReportDetails } from '../api/get-report.js';
import { BasicInfo } from './basic-info.js';

interface Sent {
  label: ContentEnvelope | null;
  labelVersion: number;
}

async function renderInfo(
  overrides: Partial<ReportDetails> = {},
  options: { label?: string; answer?: 'conflict'; withKey?: boolean } = {},
) {
  const organisation: OrganisationKeys = await organisationWithKeys();
  const base = reportDetailsFixture({ labelVersion: 3, ...overrides });
  const report = {
    ...base,
    label: options.label ? await encryptedLabel(organisation, base.reportId, options.label) : null,
  };
  const sent: Sent[] = [];
  server.use(
    contractHandler(setReportLabel, ({ body }) => {
      sent.push(body);
      return options.answer === 'conflict'
        ? errorResponse('CONFLICT', { message: reportTexts.labelChangedMeanwhile })
        : { label: body.label, labelVersion: body.labelVersion + 1 };
    }),
  );
  const rendered = render(
    <>
      <Notifications />
      <BasicInfo report={report} />
    </>,
    { session: organisation.session, keys: 'none' },
  );
  await holdKeys(organisation, options.withKey ?? true);
  return { ...rendered, organisation, report, sent };
}

const labelOf = (organisation: OrganisationKeys, reportId: string, label: ContentEnvelope) =>
  decryptContentText(organisation.metadataKey, label, {
    tenant: TENANT_ID,
    report: reportId,
    purpose: CONTENT_PURPOSE.label,
  });

describe('the label on the report page', () => {
  it("'Dodaj etykietę' encrypts the typed label under the metadata key and saves it on the version the page showed", async () => {
    const { user, organisation, report, sent } = await renderInfo();
    await user.click(await screen.findByRole('button', { name: 'Dodaj etykietę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Etykieta zgłoszenia' });
    await user.click(within(dialog).getByLabelText(/^Etykieta/));
    await user.paste('  Pilne — zażółć gęślą jaźń ');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano etykietę.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.labelVersion).toBe(3);
    expect(JSON.stringify(sent)).not.toContain('zażółć');
    expect(await labelOf(organisation, report.reportId, sent[0]!.label!)).toBe('Pilne — zażółć gęślą jaźń');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Zmień etykietę' starts from the label as it reads; an emptied field removes it", async () => {
    const { user, sent } = await renderInfo({}, { label: 'RODO' });
    await user.click(await screen.findByRole('button', { name: 'Zmień etykietę' }));
    const input = within(await screen.findByRole('dialog')).getByLabelText(/^Etykieta/) as HTMLInputElement;
    expect(input.value).toBe('RODO');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Usunięto etykietę.')).toBeTruthy();
    expect(sent).toEqual([{ label: null, labelVersion: 3 }]);
  });

  it('keeps the dialog open with the Polish refusal when someone changed the label meanwhile', async () => {
    const { user } = await renderInfo({}, { label: 'BHP', answer: 'conflict' });
    await user.click(await screen.findByRole('button', { name: 'Zmień etykietę' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/^Etykieta/));
    await user.paste(' i RODO');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(`409 - ${reportTexts.labelChangedMeanwhile}`)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Etykieta/) as HTMLInputElement).value).toBe('BHP i RODO');
  });

  it('offers no change to an auditor, nor without the metadata key', async () => {
    const auditor = await renderInfo({ canEdit: false }, { label: 'BHP' });
    expect(await screen.findByText('BHP')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /etykietę/ })).toBeNull();
    auditor.unmount();
    await renderInfo({}, { withKey: false });
    await screen.findByText('Informacje podstawowe');
    expect(screen.queryByRole('button', { name: /etykietę/ })).toBeNull();
  });
});
