import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addReportNote } from '@shared/contracts/reports/add-report-note.js';
import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { getReport } from '@shared/contracts/reports/get-report.js';
import { listPrivateFiles } from '@shared/contracts/reports/list-private-files.js';
import { listReportMessages } from '@shared/contracts/reports/list-report-messages.js';
import { listReportNotes } from '@shared/contracts/reports/list-report-notes.js';
import { markIrrelevantData } from '@shared/contracts/reports/mark-irrelevant-data.js';
import { moveReport } from '@shared/contracts/reports/move-report.js';
import { openReport } from '@shared/contracts/reports/open-report.js';
import { setReportRedactions } from '@shared/contracts/reports/set-report-redactions.js';
import { setReportRegister } from '@shared/contracts/reports/set-report-register.js';
import { unmarkIrrelevantData } from '@shared/contracts/reports/unmark-irrelevant-data.js';
import { writeReportProtocol } from '@shared/contracts/reports/write-report-protocol.js';
import type { ReportNote } from '@shared/contracts/reports/schemas.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent, generateReportKey } from '@shared/crypto/content.js';
import { fieldType } from '@shared/domain/category.js';
import type { RedactionRecord } from '@shared/domain/redactions.js';
import { minimisationTexts } from '@shared/messages/minimisation.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { registerRecordTexts } from '@shared/messages/register-record.js';
import { notePurpose } from '@shared/domain/report-notes.js';
import { writtenProtocolPurpose, type ProtocolState } from '@shared/domain/protocols.js';
import { reportType } from '@shared/domain/report.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import {
  emptyReportListHandlers,
  holdKeys,
  organisationWithKeys,
  reportContentFixture,
  reportRowFixture,
  TENANT_ID,
  type OrganisationKeys,
} from '@/test/report-fixtures.js';
import type { ReportDetails } from '../api/get-report.js';

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

const categories = [
  { id: '00000000-0000-4000-8000-000000000101', name: 'Korupcja' },
  { id: '00000000-0000-4000-8000-000000000102', name: 'Mobbing' },
];

const defs = [
  { id: 'f1', type: fieldType.longText, required: true, label: 'Opis zdarzenia', options: [] },
  { id: 'f2', type: fieldType.checkbox, required: false, label: 'Czy zgłaszano wcześniej?', options: [] },
  { id: 'f3', type: fieldType.select, required: false, label: 'Dział', options: ['Kadry', 'Zakupy'] },
  {
    id: 'f4',
    type: fieldType.checkbox,
    required: true,
    label: 'Zapoznałem się z <a href="https://firma.pl/procedura">procedurą</a> zgłoszeń',
    options: [],
  },
  { id: 'f5', type: fieldType.checkbox, required: false, label: 'Proszę o kontakt telefoniczny', options: [] },
];

/** A file sent with the report: its name, its bytes, and a voice message's marker (JSON) when it is one. */
interface SentFile {
  name: string;
  bytes: Uint8Array;
  voice?: string;
}

interface Setup {
  organisation: OrganisationKeys;
  report: ReportDetails;
  opened: string[];
  moves: string[];
  reportKey: CryptoKey;
  content: Awaited<ReturnType<typeof reportContentFixture>>;
}

async function setup(
  overrides: Partial<ReportDetails> = {},
  notes: ReportNote[] = [],
  sentFiles: SentFile[] = [],
  given: Partial<Pick<Parameters<typeof reportContentFixture>[2], 'reporter' | 'redactions' | 'exclusionRequest'>> & {
    /** A voice message's transcript staff wrote (encrypted here with the report key). */
    voiceTranscript?: { text: string; state: ProtocolState; version: number };
  } = {},
): Promise<Setup> {
  const organisation = await organisationWithKeys();
  const row = reportRowFixture({ state: 1, categoryId: categories[0]!.id, categoryName: categories[0]!.name });
  const report: ReportDetails = {
    ...row,
    canArchivize: true,
    canResponse: true,
    canExternalSend: false,
    canEdit: true,
    categories,
    adminId: organisation.session.id,
    legalHold: null,
    followUpEnd: null,
    canHold: false,
    labelVersion: 0,
    handlersVersion: 0,
    canAssignHandlers: false,
    eligibleHandlers: [],
    mentionable: [],
    access: null,
    phoneProtocol: null,
    hasVoiceMessage: false,
    protocols: { voice: null, meeting: null },
    emailSenderVerified: null,
    ...overrides,
  };
  const reportKey = await generateReportKey();
  const content = await reportContentFixture(organisation, row, {
    fields: [
      { def: defs[0]!, value: 'Łapówka przy przetargu — dział zamówień' },
      { def: defs[1]!, value: 'on' },
      { def: defs[2]!, value: 'Zakupy' },
      // What the public form stored for a ticked box before 'on'.
      { def: defs[3]!, value: 'Tak' },
      { def: defs[4]!, value: null },
    ],
    reporter: given.reporter ?? null,
    // Sent from the form in Ukrainian: staff read which language to answer in.
    language: 'uk',
    reportKey,
    ...(given.redactions ? { redactions: given.redactions } : {}),
    ...(given.exclusionRequest ? { exclusionRequest: given.exclusionRequest } : {}),
  });
  const encryptedNotes = await Promise.all(
    notes.map(async (note) => ({
      ...note,
      text: await encryptContent(reportKey, note.text.ct, {
        tenant: TENANT_ID,
        report: row.reportId,
        purpose: notePurpose(note.kind, note.noteId),
      }),
    })),
  );
  const context = (purpose: string) => ({ tenant: TENANT_ID, report: row.reportId, purpose });
  content.files = await Promise.all(
    sentFiles.map(async (file) => {
      const fileId = crypto.randomUUID();
      return {
        fileId,
        size: file.bytes.length,
        name: await encryptContent(reportKey, file.name, context(CONTENT_PURPOSE.fileName(fileId))),
        ...(file.voice
          ? { voice: await encryptContent(reportKey, file.voice, context(CONTENT_PURPOSE.fileVoice(fileId))) }
          : {}),
      };
    }),
  );
  if (given.voiceTranscript)
    report.protocols = {
      voice: {
        state: given.voiceTranscript.state,
        answeredAt: null,
        version: given.voiceTranscript.version,
        writtenAt: '2026-11-23T09:30:00.000Z',
        text: await encryptContent(reportKey, given.voiceTranscript.text, {
          tenant: TENANT_ID,
          report: row.reportId,
          purpose: writtenProtocolPurpose('voice', given.voiceTranscript.version),
        }),
      },
      meeting: null,
    };
  const opened: string[] = [];
  const moves: string[] = [];
  server.use(
    contractHandler(getReport, () => report),
    contractHandler(getReportContent, () => content),
    contractHandler(listReportNotes, () => ({
      notes: encryptedNotes.filter((note) => note.kind === 'note'),
      damageNotes: encryptedNotes.filter((note) => note.kind === 'damage'),
    })),
    contractHandler(listPrivateFiles, () => ({ files: [] })),
    contractHandler(openReport, ({ params }) => {
      opened.push(params.reportId);
      return { state: 2 as const, acknowledgedAt: '2026-11-23T10:00:00.000Z' };
    }),
    contractHandler(moveReport, ({ body }) => {
      moves.push(body.categoryId);
      return {
        categoryId: body.categoryId,
        categoryName: categories.find((category) => category.id === body.categoryId)!.name,
      };
    }),
  );
  return { organisation, report, opened, moves, reportKey, content };
}

const renderPage = async ({ organisation, report }: Setup) => {
  const rendered = render(undefined, {
    path: `/signal/${report.reportId}`,
    session: organisation.session,
    keys: 'none',
  });
  await holdKeys(organisation);
  await screen.findByRole('heading', { level: 1, name: `Zgłoszenie ${report.identifier}` });
  return rendered;
};

/** A note of another user, or of the caller; its `text.ct` carries the plaintext until setup encrypts it. */
const note = (authorId: string, text: string): ReportNote => ({
  noteId: crypto.randomUUID(),
  kind: 'note',
  text: { v: 1, alg: 'A256GCM', iv: 'AAAAAAAAAAAAAAAA', ct: text },
  showInRegister: false,
  authorId,
  authorName: authorId === 'other' ? 'Jan Nowak' : 'Anna Kowalska',
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
});

describe("a voice message's transcript and a meeting on the report page", () => {
  const transcript = 'Dzień dobry. Chcę zgłosić nieprawidłowości w dziale zakupów.';

  it('who may reply writes the first transcript, encrypted here under the report key for version 1', async () => {
    const state = await setup({ hasVoiceMessage: true });
    const sent: { version: number; text: unknown }[] = [];
    server.use(
      contractHandler(writeReportProtocol, ({ body }) => {
        sent.push(body);
        return {
          state: 'awaiting' as const,
          answeredAt: null,
          version: 1,
          writtenAt: '2026-11-24T10:00:00Z',
          text: body.text,
        };
      }),
    );
    const { user } = await renderPage(state);
    const section = await screen.findByRole('region', { name: 'Protokół wiadomości głosowej' });
    expect(within(section).getByText('Nie zapisano jeszcze protokołu wiadomości głosowej.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Zapisz protokół' }));
    // An empty transcript is not sent.
    await user.click(within(section).getByRole('button', { name: 'Zapisz protokół' }));
    expect(within(section).getByText('Wpisz treść protokołu')).toBeTruthy();
    await user.type(within(section).getByLabelText('Treść protokołu'), transcript);
    await user.click(within(section).getByRole('button', { name: 'Zapisz protokół' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.version).toBe(0);
    expect(
      await decryptContentText(state.reportKey, sent[0]!.text, {
        tenant: TENANT_ID,
        report: state.report.reportId,
        purpose: writtenProtocolPurpose('voice', 1),
      }),
    ).toBe(transcript);
    expect(JSON.stringify(sent[0]!.text)).not.toContain('zakupów');
  });

  it('shows the transcript and its state; after corrections it is corrected from its text as the next version', async () => {
    const state = await setup({ hasVoiceMessage: true }, [], [], {
      voiceTranscript: { text: transcript, state: 'corrections', version: 1 },
    });
    const sent: { version: number; text: unknown }[] = [];
    server.use(
      contractHandler(writeReportProtocol, ({ body }) => {
        sent.push(body);
        return {
          state: 'awaiting' as const,
          answeredAt: null,
          version: 2,
          writtenAt: '2026-11-24T10:00:00Z',
          text: body.text,
        };
      }),
    );
    const { user } = await renderPage(state);
    const section = await screen.findByRole('region', { name: 'Protokół wiadomości głosowej' });
    expect(await within(section).findByText(transcript)).toBeTruthy();
    expect(within(section).getByText('Zgłaszający poprosił o poprawki protokołu (opis w wiadomościach).')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Popraw protokół' }));
    const text = within(section).getByLabelText('Treść protokołu');
    expect((text as HTMLTextAreaElement).value).toBe(transcript);
    await user.type(text, ' Kierownik prosi o milczenie.');
    await user.click(within(section).getByRole('button', { name: 'Zapisz protokół' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.version).toBe(1);
    expect(
      await decryptContentText(state.reportKey, sent[0]!.text, {
        tenant: TENANT_ID,
        report: state.report.reportId,
        purpose: writtenProtocolPurpose('voice', 2),
      }),
    ).toBe(`${transcript} Kierownik prosi o milczenie.`);
  });

  it('an approved transcript, and one an auditor reads, offer no editing; a report without a voice message has no section', async () => {
    const approved = await setup({ hasVoiceMessage: true }, [], [], {
      voiceTranscript: { text: transcript, state: 'approved', version: 3 },
    });
    await renderPage(approved);
    const section = await screen.findByRole('region', { name: 'Protokół wiadomości głosowej' });
    expect(await within(section).findByText(transcript)).toBeTruthy();
    expect(within(section).getByText('Protokół zatwierdzony przez zgłaszającego.')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    cleanup();

    await renderPage(await setup({ hasVoiceMessage: true, canResponse: false, canEdit: false }));
    const read = await screen.findByRole('region', { name: 'Protokół wiadomości głosowej' });
    expect(within(read).queryByRole('button')).toBeNull();
    cleanup();

    await renderPage(await setup({}));
    await screen.findByRole('heading', { name: 'Terminy ustawowe' });
    expect(screen.queryByRole('region', { name: 'Protokół wiadomości głosowej' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Protokół spotkania' })).toBeNull();
  });

  it('a meeting the reporter asked for: its 14-day term with the others, and its protocol to write', async () => {
    const state = await setup({
      meeting: { requestedAt: '2026-11-20T10:00:00.000Z', protocolRecordedAt: null, protocolState: null },
    });
    await renderPage(state);
    const terms = (await screen.findByRole('heading', { name: 'Terminy ustawowe' })).closest('div')!;
    expect(within(terms).getByText('Spotkanie na prośbę zgłaszającego (14 dni)')).toBeTruthy();
    expect(within(terms).getByText('Termin: 4.12.2026')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Protokół spotkania' });
    expect(within(section).getByText('Zgłaszający poprosił o spotkanie 20.11.2026.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Zapisz protokół' })).toBeTruthy();
  });
});

describe('a voice message on the report page', () => {
  it('says its length and that the voice was disguised, with its player on request; another file has none', async () => {
    // In this realm's Uint8Array (jsdom's TextEncoder answers another's).
    const recording = new Uint8Array(new TextEncoder().encode('RIFF....WAVEfmt nagranie zmienionym głosem'));
    const state = await setup(
      {},
      [],
      [
        {
          name: 'wiadomosc-glosowa.wav',
          bytes: recording,
          voice: JSON.stringify({ disguised: true, durationSeconds: 83.4 }),
        },
        { name: 'faktura.pdf', bytes: new Uint8Array(new TextEncoder().encode('%PDF-1.7')) },
      ],
    );
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const voice = await screen.findByTestId('voice-message');
    expect(within(voice).getByText('Wiadomość głosowa, 1:23')).toBeTruthy();
    expect(within(voice).getByText('Głos zmieniony w przeglądarce sygnalisty przed zaszyfrowaniem.')).toBeTruthy();
    // Only the voice message has a player; the other file is a download as before.
    expect(screen.getAllByTestId('voice-message')).toHaveLength(1);
    // Nothing is fetched until asked: the recording is decrypted and played on 'Odsłuchaj' (tests/e2e/voice-message.test.ts
    // plays it in Chromium; jsdom's streams cannot decrypt a file).
    expect(within(voice).getByRole('button', { name: 'Odsłuchaj wiadomość głosową' })).toBeTruthy();
    expect(within(voice).queryByLabelText('Nagranie wiadomosc-glosowa.wav')).toBeNull();
  });

  it('says when the voice was not disguised', async () => {
    const state = await setup(
      {},
      [],
      [
        {
          name: 'wiadomosc-glosowa.wav',
          bytes: new Uint8Array([1, 2, 3]),
          voice: JSON.stringify({ disguised: false, durationSeconds: 5 }),
        },
      ],
    );
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const voice = await screen.findByTestId('voice-message');
    expect(within(voice).getByText('Wiadomość głosowa, 0:05')).toBeTruthy();
    expect(within(voice).getByText('Głos niezmieniony.')).toBeTruthy();
  });
});

describe('the report page (/signal/{reportId})', () => {
  it('decrypts the report on "Wyświetl zgłoszenie": every field with its label, a ticked checkbox as TAK, an unticked one NIE; a new report is opened once', async () => {
    const state = await setup();
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    await within(content).findByText('Łapówka przy przetargu — dział zamówień');
    const value = (label: string) => within(content).getByText(label).nextElementSibling?.textContent;
    expect(value('Czy zgłaszano wcześniej?')).toBe('TAK');
    expect(value('Dział')).toBe('Zakupy');
    expect(value('Proszę o kontakt telefoniczny')).toBe('NIE');
    // A box ticked in an older report ('Tak') reads TAK too; its label's link is a link, never its markup.
    expect(within(content).getByText(/^Zapoznałem się z/).nextElementSibling?.textContent).toBe('TAK');
    const link = within(content).getByRole('link', { name: /procedurą/ });
    expect(link.getAttribute('href')).toBe('https://firma.pl/procedura');
    expect(link.closest('dt')?.textContent).toMatch(/^Zapoznałem się z procedurą.* zgłoszeń$/);
    expect(content.textContent).not.toContain('<a');
    expect(within(content).getByText('Sygnalista nie podał danych osobowych.')).toBeTruthy();
    expect(within(content).getByTestId('reporter-language').textContent).toBe(
      'Zgłaszający korzystał z formularza w języku: ukraińskim.',
    );
    await waitFor(() => expect(state.opened).toEqual([state.report.reportId]));
  });

  it("shows 'BRAK UPRAWNIEŃ DO ARCHIWIZACJI' without the right, and a disabled ZARCHIWIZUJ for a new report", async () => {
    const withoutRight = await setup({ canArchivize: false });
    await renderPage(withoutRight);
    expect(await screen.findByText('BRAK UPRAWNIEŃ DO ARCHIWIZACJI')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ZARCHIWIZUJ' })).toBeNull();
  });

  it('says of an e-mail report (type 3) that it came by e-mail, not end-to-end encrypted in transit; a form report says nothing of it', async () => {
    await renderPage(await setup({ type: reportType.email }));
    expect(
      await screen.findByText(/^Zgłoszenie przyszło e-mailem\. Wiadomość nie była szyfrowana end-to-end w drodze/),
    ).toBeTruthy();
    cleanup();
    await renderPage(await setup({ type: reportType.form }));
    expect(screen.queryByText(/przyszło e-mailem/)).toBeNull();
  });

  it('marks an e-mail report whose sender was not verified: nadawca niezweryfikowany, nobody answered', async () => {
    await renderPage(await setup({ type: reportType.email, emailSenderVerified: false }));
    expect(await screen.findByText(/^Nadawca niezweryfikowany: .*nie wysłano identyfikatora ani hasła/)).toBeTruthy();
    cleanup();
    for (const emailSenderVerified of [true, null]) {
      await renderPage(await setup({ type: reportType.email, emailSenderVerified }));
      await screen.findByText(/^Zgłoszenie przyszło e-mailem/);
      expect(screen.queryByText(/niezweryfikowany/i)).toBeNull();
      cleanup();
    }
  });

  it('disables ZARCHIWIZUJ for a new report', async () => {
    await renderPage(await setup({ state: 1 }));
    expect((await screen.findByRole('button', { name: 'ZARCHIWIZUJ' })).hasAttribute('disabled')).toBe(true);
  });

  it('asks before moving to another category, and cancelling restores the previous one', async () => {
    const state = await setup({ state: 2 });
    const { user } = await renderPage(state);
    const select = (await screen.findAllByLabelText('Kategoria')).find((element) => element.tagName === 'INPUT')!;
    expect((select as HTMLInputElement).value).toBe('Korupcja');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Mobbing' }));
    expect(await screen.findByText('Czy na pewno przenieść zgłoszenie do kategorii: Mobbing?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('Korupcja'));
    expect(state.moves).toEqual([]);

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Mobbing' }));
    await user.click(await screen.findByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(state.moves).toEqual([categories[1]!.id]));
  });

  it("shows the edit button only on the caller's own notes", async () => {
    const organisationId = 'self';
    const state = await setup({ state: 2, adminId: organisationId }, [
      note('other', 'Notatka Jana'),
      note(organisationId, 'Moja notatka'),
    ]);
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Notatki z działań następczych' }));
    const notes = await screen.findAllByTestId('note');
    await within(notes[1]!).findByText('Moja notatka');
    expect(within(notes[0]!).getByText('Notatka Jana')).toBeTruthy();
    expect(within(notes[0]!).queryByRole('button', { name: 'Edytuj' })).toBeNull();
    expect(within(notes[1]!).getByRole('button', { name: 'Edytuj' })).toBeTruthy();
  });

  it("offers, after '@', the people who may be mentioned; the note goes encrypted with their ids beside it", async () => {
    const mentionable = [
      { userId: 'u-anna', name: 'Anna Kowalska' },
      { userId: 'u-jan', name: 'Jan Nowak' },
    ];
    const state = await setup({ state: 2, mentionable });
    const sent: { mentionedIds?: string[]; text: Parameters<typeof decryptContentText>[1]; noteId: string }[] = [];
    server.use(
      contractHandler(addReportNote, ({ body }) => {
        sent.push(body);
        return { ...note('self', ''), noteId: body.noteId, text: body.text };
      }),
    );
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Notatki z działań następczych' }));
    const notes = await screen.findByTestId('notes-note');
    const field = within(notes).getByRole('textbox', { name: /^Treść/ }) as HTMLTextAreaElement;
    // An e-mail address is not a mention: nothing is offered.
    await user.type(field, 'Pisał z jan@');
    expect(within(notes).queryByRole('group', { name: 'Osoby, które można wspomnieć' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'Proszę o opinię @no');
    const offered = within(notes).getByRole('group', { name: 'Osoby, które można wspomnieć' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Jan Nowak']);
    await user.click(within(offered).getByRole('button', { name: 'Jan Nowak' }));
    expect(field.value).toBe('Proszę o opinię @Jan Nowak ');
    expect(within(notes).getByTestId('note-mentioned').textContent).toBe(
      'Wspomniane osoby (dostaną e-mail): Jan Nowak',
    );
    await user.click(within(notes).getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.mentionedIds).toEqual(['u-jan']);
    const plaintext = await decryptContentText(state.reportKey, sent[0]!.text, {
      tenant: TENANT_ID,
      report: state.report.reportId,
      purpose: notePurpose('note', sent[0]!.noteId),
    });
    expect(plaintext).toBe('Proszę o opinię @Jan Nowak');
  });

  it('offers nobody to mention when nobody else sees the report, and sends no one', async () => {
    const state = await setup({ state: 2, mentionable: [] });
    const sent: { mentionedIds?: string[] }[] = [];
    server.use(
      contractHandler(addReportNote, ({ body }) => {
        sent.push(body);
        return { ...note('self', ''), noteId: body.noteId, text: body.text };
      }),
    );
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Notatki z działań następczych' }));
    const notes = await screen.findByTestId('notes-note');
    await user.type(within(notes).getByRole('textbox', { name: /^Treść/ }), 'Do @Jan');
    expect(within(notes).queryByRole('group', { name: 'Osoby, które można wspomnieć' })).toBeNull();
    await user.click(within(notes).getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.mentionedIds).toEqual([]);
  });

  it('goes to the dashboard with the alert when the report cannot be loaded', async () => {
    const organisation = await organisationWithKeys();
    server.use(
      contractHandler(getReport, () => errorResponse('NOT_FOUND', { message: 'Nie znaleziono zgłoszenia.' })),
      contractHandler(getDashboard, () => ({
        organisationName: 'Fundacja Łąka',
        counts: { new: 0, open: 0, archived: 0, staffUsers: 1 },
      })),
      ...emptyReportListHandlers(),
    );
    const { router } = render(undefined, {
      path: '/signal/00000000-0000-4000-8000-000000000999',
      session: organisation.session,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await screen.findByText('404 - Nie znaleziono zgłoszenia.')).closest('[role="alert"]')).not.toBeNull();
  });

  it("says 'Błąd podczas pobierania klucza zgłoszenia' when this account holds no organisation key", async () => {
    const state = await setup({ state: 2 });
    render(undefined, { path: `/signal/${state.report.reportId}`, session: state.organisation.session, keys: 'none' });
    await holdKeys(state.organisation, false);
    await screen.findByRole('heading', { level: 1, name: `Zgłoszenie ${state.report.identifier}` });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Błąd podczas pobierania klucza zgłoszenia');
  });
});

describe("the reporter's request to exclude people from the report", () => {
  const request = 'Kierownik działu zakupów, Jan Nowak';
  const person = (userId: string, name: string) => ({ userId, name });
  const access = {
    excluded: [],
    seeing: [person('u1', 'Anna Kowalska'), person('u2', 'Jan Nowak')],
    excludable: [person('u1', 'Anna Kowalska'), person('u2', 'Jan Nowak')],
  };

  it('shows the request at the top of the page once the report is viewed; an administrator goes from it to the exclusion section', async () => {
    const state = await setup({ access }, [], [], { exclusionRequest: request });
    const { user } = await renderPage(state);
    // Not before the report is viewed: the first person to read the report reads the request first.
    expect(screen.queryByTestId('exclusion-request')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const alert = await screen.findByTestId('exclusion-request');
    expect(within(alert).getByText('Zgłaszający prosi o wyłączenie z dostępu')).toBeTruthy();
    expect(within(alert).getByText(request)).toBeTruthy();
    // Above everything else the page shows of the report, its basic information included.
    const basicInfo = screen.getByRole('heading', { name: 'Informacje podstawowe' });
    expect(alert.compareDocumentPosition(basicInfo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Przejdź do wyłączenia z dostępu' }));
    const section = screen.getByRole('region', { name: 'Wyłączenie z dostępu' });
    expect(document.activeElement).toBe(section);
  });

  it('tells someone who may not exclude that an administrator can, with no way to the section', async () => {
    const { user } = await renderPage(await setup({ access: null }, [], [], { exclusionRequest: request }));
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const alert = await screen.findByTestId('exclusion-request');
    expect(within(alert).getByText(request)).toBeTruthy();
    expect(within(alert).getByText('Wyłączyć osoby z dostępu do zgłoszenia może administrator.')).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('shows nothing of the kind when the reporter asked nothing', async () => {
    const { user } = await renderPage(await setup({ access }));
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    await screen.findByTestId('report-content');
    expect(screen.queryByTestId('exclusion-request')).toBeNull();
    expect(screen.queryByText('Zgłaszający prosi o wyłączenie z dostępu')).toBeNull();
  });
});

describe("'Zaczernienia': redacting the report's text", () => {
  const reporter = { name: 'Anna Sygnalistka', email: 'anna@example.pl', phone: '' };
  const description = 'Łapówka przy przetargu — dział zamówień';

  /** Selects `words` in the text of `target` as a person would with the mouse. */
  function select(target: string, words: string) {
    const root = document.querySelector(`[data-redaction-target="${target}"]`)!;
    const node = [...root.childNodes].find(
      (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.includes(words),
    )!;
    const start = node.textContent!.indexOf(words);
    act(() => {
      document.getSelection()!.setBaseAndExtent(node, start, node, start + words.length);
      document.dispatchEvent(new Event('selectionchange'));
    });
  }

  const sentRecords = (state: Setup) => {
    const sent: { body: { redactions: unknown; redactionsVersion: number } }[] = [];
    server.use(
      contractHandler(setReportRedactions, ({ body }) => {
        sent.push({ body });
        return { redactionsVersion: body.redactionsVersion + 1 };
      }),
    );
    const open = async (index: number) =>
      JSON.parse(
        await decryptContentText(state.reportKey, sent[index]!.body.redactions, {
          tenant: TENANT_ID,
          report: state.report.reportId,
          purpose: CONTENT_PURPOSE.redactions,
        }),
      ) as RedactionRecord;
    return { sent, open };
  };

  it('blacks out words of a field and replaces the reporter’s name with a label; each save sends the whole record, encrypted, on the version shown', async () => {
    const state = await setup({}, [], [], { reporter });
    const { sent, open } = sentRecords(state);
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    expect(await within(content).findByText('Brak zaczernień.')).toBeTruthy();

    select('field:f1', 'dział zamówień');
    expect(within(content).getByText('Zaznaczony fragment: „dział zamówień”')).toBeTruthy();
    await user.click(within(content).getByRole('button', { name: 'Zaczernij' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.redactionsVersion).toBe(0);
    expect(await open(0)).toEqual({ v: 1, redactions: [{ target: 'field:f1', start: 25, end: 39, kind: 'black' }] });
    // Still the original, the range marked, while the handler goes on.
    const marked = await waitFor(() => content.querySelector('mark[data-redacted="black"]')!);
    expect(marked.textContent).toBe('dział zamówień');
    // Saved: the choice is cleared for the next one.
    await waitFor(() => expect(within(content).queryByText(/Zaznaczony fragment/)).toBeNull());

    // '[[' types one '[' (user-event reads '[…]' as a key's name).
    await user.type(within(content).getByLabelText('Etykieta zamiast fragmentu'), '[[sygnalista]');
    select('reporter:name', 'Anna Sygnalistka');
    await user.click(within(content).getByRole('button', { name: 'Zastąp' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body.redactionsVersion).toBe(1);
    expect((await open(1)).redactions).toEqual([
      { target: 'field:f1', start: 25, end: 39, kind: 'black' },
      { target: 'reporter:name', start: 0, end: 16, kind: 'replace', label: '[sygnalista]' },
    ]);

    // The redacted version, as a PDF or a forward holds it.
    await user.click(within(content).getByRole('button', { name: 'Pokaż wersję zaczernioną' }));
    expect(within(content).getByText('Łapówka przy przetargu — █████')).toBeTruthy();
    expect(within(content).getByText('Imię i nazwisko: [sygnalista]')).toBeTruthy();
    expect(within(content).queryByText(/dział zamówień|Anna Sygnalistka/)).toBeNull();
  });

  it("redacts a message of the conversation in the report's content; the record names the message", async () => {
    const state = await setup({}, [], [], { reporter });
    const messageId = '00000000-0000-4000-8000-0000000000a1';
    const text = 'Widział to Tomasz Wiśniewski z magazynu.';
    server.use(
      contractHandler(listReportMessages, async () => ({
        messages: [
          {
            messageId,
            author: 'reporter' as const,
            sentAt: '2026-11-23T09:00:00.000Z',
            body: await encryptContent(state.reportKey, text, {
              tenant: TENANT_ID,
              report: state.report.reportId,
              purpose: CONTENT_PURPOSE.message(messageId, 'reporter'),
            }),
            files: [],
            authorName: null,
            feedback: false,
          },
        ],
      })),
    );
    const { sent, open } = sentRecords(state);
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const messages = await screen.findByTestId('report-content-messages');
    expect(within(messages).getByText('Wiadomości w korespondencji')).toBeTruthy();
    select(`message:${messageId}`, 'Tomasz Wiśniewski');
    const content = screen.getByTestId('report-content');
    await user.click(within(content).getByRole('button', { name: 'Zaczernij' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await open(0)).toEqual({
      v: 1,
      redactions: [{ target: `message:${messageId}`, start: 11, end: 28, kind: 'black' }],
    });
    expect(await within(content).findByText(/Wiadomość z .*\(Sygnalista\)/)).toBeTruthy();
  });

  it('refuses a selection over a range already redacted, and a replacement without a label, sending nothing', async () => {
    const record: RedactionRecord = { v: 1, redactions: [{ target: 'field:f1', start: 25, end: 39, kind: 'black' }] };
    const state = await setup({}, [], [], { reporter, redactions: { record, version: 4 } });
    const { sent } = sentRecords(state);
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    await user.click(await within(content).findByRole('button', { name: 'Pokaż oryginał' }));
    select('field:f1', 'przetargu');
    await user.click(within(content).getByRole('button', { name: 'Zastąp' }));
    expect(within(content).getByRole('alert').textContent).toBe('Podaj etykietę, która zastąpi fragment.');
    const root = content.querySelector('[data-redaction-target="field:f1"]')!;
    const [before, mark] = [root.firstChild!, root.querySelector('mark')!.firstChild!];
    act(() => {
      document.getSelection()!.setBaseAndExtent(before, 15, mark, 5);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await user.click(within(content).getByRole('button', { name: 'Zaczernij' }));
    expect(within(content).getByRole('alert').textContent).toBe('Zaznaczenie nachodzi na fragment już zaczerniony.');
    expect(sent).toEqual([]);
  });

  it('after a colleague changed the redactions meanwhile: says so and shows theirs', async () => {
    const state = await setup({}, [], [], { reporter });
    const colleagues: RedactionRecord = {
      v: 1,
      redactions: [{ target: 'reporter:email', start: 0, end: 15, kind: 'replace', label: '[e-mail]' }],
    };
    const newer = await reportContentFixture(state.organisation, state.report, {
      fields: [],
      reporter,
      reportKey: state.reportKey,
      redactions: { record: colleagues, version: 1 },
    });
    server.use(
      contractHandler(setReportRedactions, () => {
        state.content.redactions = newer.redactions;
        state.content.redactionsVersion = 1;
        return errorResponse('CONFLICT', { message: redactionTexts.changedMeanwhile });
      }),
    );
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    await within(content).findByText('Brak zaczernień.');
    select('field:f1', 'Łapówka');
    await user.click(within(content).getByRole('button', { name: 'Zaczernij' }));
    expect(await within(content).findByText(redactionTexts.changedMeanwhile, { exact: false })).toBeTruthy();
    expect(await within(content).findByText('E-mail: „anna@example.pl” → [e-mail]', { exact: false })).toBeTruthy();
  });

  it('shows someone who may not redact only the redacted version: no original, no tools; the PDF offered is the redacted one', async () => {
    const record: RedactionRecord = {
      v: 1,
      redactions: [{ target: 'reporter:name', start: 0, end: 16, kind: 'replace', label: '[sygnalista]' }],
    };
    const state = await setup({ canResponse: false, canEdit: false }, [], [], {
      reporter,
      redactions: { record, version: 1 },
    });
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    expect(await within(content).findByText('Imię i nazwisko: [sygnalista]')).toBeTruthy();
    expect(within(content).getByText(description)).toBeTruthy();
    expect(within(content).queryByText(/Anna Sygnalistka/)).toBeNull();
    expect(within(content).queryByRole('button', { name: 'Pokaż oryginał' })).toBeNull();
    expect(within(content).queryByRole('button', { name: 'Zaczernij' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pobierz PDF (wersja zaczerniona)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pobierz PDF (oryginał)' })).toBeNull();
  });

  it('never shows the original to someone who may not redact while the redactions cannot be read; no PDF either', async () => {
    const record: RedactionRecord = {
      v: 1,
      redactions: [{ target: 'reporter:name', start: 0, end: 16, kind: 'replace', label: '[sygnalista]' }],
    };
    const state = await setup({ canResponse: false, canEdit: false }, [], [], {
      reporter,
      redactions: { record, version: 1 },
    });
    // A record this browser cannot open (sealed under another key).
    state.content.redactions = await encryptContent(await generateReportKey(), JSON.stringify(record), {
      tenant: TENANT_ID,
      report: state.report.reportId,
      purpose: CONTENT_PURPOSE.redactions,
    });
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    expect(await within(content).findByText(redactionTexts.unreadable)).toBeTruthy();
    expect(within(content).getByText(`Imię i nazwisko: ${redactionTexts.withheld}`)).toBeTruthy();
    expect(within(content).queryByText(/Anna Sygnalistka|Łapówka/)).toBeNull();
    for (const pdf of screen.getAllByRole('button', { name: /^Pobierz PDF/ }))
      expect(pdf.hasAttribute('disabled')).toBe(true);
  });
});

describe("'Nieistotne dla sprawy': marking personal data for deletion", () => {
  const reporter = { name: 'Anna Sygnalistka', email: 'anna@example.pl', phone: '' };

  function select(target: string, words: string) {
    const root = document.querySelector(`[data-redaction-target="${target}"]`)!;
    const node = [...root.childNodes].find(
      (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.includes(words),
    )!;
    const start = node.textContent!.indexOf(words);
    act(() => {
      document.getSelection()!.setBaseAndExtent(node, start, node, start + words.length);
      document.dispatchEvent(new Event('selectionchange'));
    });
  }

  it('marks a selected passage with its replacement encrypted here, shows the term and takes it back', async () => {
    const state = await setup({}, [], [], { reporter });
    const sent: { markId: string; target: unknown; replacement: unknown; minimisationVersion: number }[] = [];
    const unmarked: string[] = [];
    server.use(
      contractHandler(markIrrelevantData, ({ body }) => {
        sent.push(body);
        return {
          mark: {
            markId: body.markId,
            target: body.target,
            markedAt: '2026-11-28T10:00:00.000Z',
            markedByName: 'Anna Kowalska',
            dueAt: '2099-12-11T10:00:00.000Z',
            deletedAt: null,
          },
          minimisationVersion: body.minimisationVersion + 1,
        };
      }),
      contractHandler(unmarkIrrelevantData, ({ params }) => {
        unmarked.push(params.markId);
        return { minimisationVersion: 2 };
      }),
    );
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    expect(await within(content).findByText(minimisationTexts.none)).toBeTruthy();

    select('field:f1', 'dział zamówień');
    await user.click(within(content).getByRole('button', { name: 'Nieistotne dla sprawy' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      target: { kind: 'field', fieldId: 'f1', start: 25, end: 39 },
      minimisationVersion: 0,
    });
    // The server gets the field as it will read after the term, sealed under the report key.
    expect(
      await decryptContentText(state.reportKey, sent[0]!.replacement, {
        tenant: TENANT_ID,
        report: state.report.reportId,
        purpose: CONTENT_PURPOSE.field('f1'),
      }),
    ).toBe('Łapówka przy przetargu — [usunięto]');
    const entry = await within(content).findByText(/Opis zdarzenia: „dział zamówień” — usunięcie 11\.12\.2099/);
    expect(entry.textContent).toContain('oznaczył(a): Anna Kowalska');

    await user.click(
      within(content).getByRole('button', { name: 'Cofnij oznaczenie: Opis zdarzenia: „dział zamówień”' }),
    );
    await waitFor(() => expect(unmarked).toEqual([sent[0]!.markId]));
    expect(await within(content).findByText(minimisationTexts.none)).toBeTruthy();
  });

  it('refuses the reporter’s data (the register needs it) and a passage overlapping a pending one, sending nothing', async () => {
    const state = await setup({}, [], [], { reporter });
    state.content.minimisations = [
      {
        markId: crypto.randomUUID(),
        target: { kind: 'field', fieldId: 'f1', start: 0, end: 7 },
        markedAt: '2026-11-28T10:00:00.000Z',
        markedByName: 'Jan Nowak',
        dueAt: '2099-12-11T10:00:00.000Z',
        deletedAt: null,
      },
    ];
    state.content.minimisationVersion = 1;
    const sent: unknown[] = [];
    server.use(contractHandler(markIrrelevantData, ({ body }) => (sent.push(body), errorResponse('CONFLICT'))));
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    expect(await within(content).findByText(/Opis zdarzenia: „Łapówka” — usunięcie/)).toBeTruthy();

    select('reporter:name', 'Anna Sygnalistka');
    await user.click(within(content).getByRole('button', { name: 'Nieistotne dla sprawy' }));
    expect((await within(content).findAllByRole('alert')).map((alert) => alert.textContent)).toContain(
      minimisationTexts.registerData,
    );
    select('field:f1', 'Łapówka przy');
    await user.click(within(content).getByRole('button', { name: 'Nieistotne dla sprawy' }));
    expect(await within(content).findByText(minimisationTexts.problem.overlaps)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a mark carried out without its words and with no way back; someone who may not respond gets no tools', async () => {
    const state = await setup({ canResponse: false }, [], [], { reporter });
    state.content.minimisations = [
      {
        markId: crypto.randomUUID(),
        target: { kind: 'field', fieldId: 'f1', start: 0, end: 7 },
        markedAt: '2026-11-01T10:00:00.000Z',
        markedByName: 'Jan Nowak',
        dueAt: '2026-11-14T10:00:00.000Z',
        deletedAt: '2026-11-14T10:05:00.000Z',
      },
    ];
    const { user } = await renderPage(state);
    await user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const content = await screen.findByTestId('report-content');
    await within(content).findByText(/Łapówka przy przetargu/);
    expect(within(content).queryByRole('button', { name: 'Nieistotne dla sprawy' })).toBeNull();
    cleanup();

    const handler = await setup({}, [], [], { reporter });
    handler.content.minimisations = state.content.minimisations;
    const again = await renderPage(handler);
    await again.user.click(await screen.findByRole('button', { name: 'Wyświetl zgłoszenie' }));
    const view = await screen.findByTestId('report-content');
    const done = await within(view).findByText(/Opis zdarzenia: usunięty fragment — usunięto 14\.11\.2026/);
    expect(done.textContent).toContain('Jan Nowak');
    expect(within(view).queryByRole('button', { name: /Cofnij oznaczenie/ })).toBeNull();
  });
});

describe("'Dane do rejestru zgłoszeń' on the report page", () => {
  const openSection = async (user: Awaited<ReturnType<typeof renderPage>>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Dane do rejestru zgłoszeń' }));
    return screen.findByRole('region', { name: 'Dane do rejestru zgłoszeń' });
  };

  it('who may reply writes the register texts; they go whole, encrypted under the report key, on the version shown; the form’s subject is quoted once the report is shown', async () => {
    const state = await setup();
    const sent: { register: unknown; registerVersion: number }[] = [];
    server.use(
      contractHandler(setReportRegister, ({ body }) => {
        sent.push(body);
        return { registerVersion: body.registerVersion + 1 };
      }),
    );
    const { user } = await renderPage(state);
    const section = await openSection(user);
    const subject = await within(section).findByRole('textbox', { name: 'Przedmiot naruszenia' });
    // Not shown yet: nothing of the form is quoted.
    expect(section.textContent).not.toContain('Łapówka');
    await user.click(screen.getByRole('button', { name: 'Wyświetl zgłoszenie' }));
    expect(await within(section).findByText('Z formularza: Łapówka przy przetargu — dział zamówień')).toBeTruthy();

    const save = within(section).getByRole('button', { name: 'Zapisz dane do rejestru' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(subject, 'Korupcja w zamówieniach');
    await user.type(
      within(section).getByRole('textbox', { name: 'Informacje o działaniach następczych' }),
      'Wszczęto postępowanie wyjaśniające.',
    );
    await user.click(save);
    expect(await screen.findByText('Zapisano dane do rejestru.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.registerVersion).toBe(0);
    const context = { tenant: TENANT_ID, report: state.report.reportId, purpose: CONTENT_PURPOSE.register };
    expect(JSON.parse(await decryptContentText(state.reportKey, sent[0]!.register, context))).toEqual({
      v: 1,
      subject: 'Korupcja w zamówieniach',
      personConcerned: '',
      followUp: 'Wszczęto postępowanie wyjaśniające.',
    });
    // Saved: the next change goes on the next version.
    await user.type(within(section).getByRole('textbox', { name: 'Osoba, której dotyczy zgłoszenie' }), 'Kierownik');
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.registerVersion).toBe(1);
  });

  it('after a colleague saved meanwhile: says so and shows theirs; someone who may not reply only reads', async () => {
    const state = await setup();
    const colleagues = {
      v: 1 as const,
      subject: 'Ustawiony przetarg',
      personConcerned: '',
      followUp: 'Kontrola w toku.',
    };
    const newer = await reportContentFixture(state.organisation, state.report, {
      fields: [],
      reporter: null,
      reportKey: state.reportKey,
      register: { record: colleagues, version: 1 },
    });
    server.use(
      contractHandler(setReportRegister, () => {
        state.content.register = newer.register;
        state.content.registerVersion = 1;
        return errorResponse('CONFLICT', { message: registerRecordTexts.changedMeanwhile });
      }),
    );
    const { user } = await renderPage(state);
    const section = await openSection(user);
    await user.type(await within(section).findByRole('textbox', { name: 'Przedmiot naruszenia' }), 'Mój tekst');
    await user.click(within(section).getByRole('button', { name: 'Zapisz dane do rejestru' }));
    expect(
      await within(section).findByText(`409 - ${registerRecordTexts.changedMeanwhile}`, { exact: false }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(section).getByRole('textbox', { name: 'Przedmiot naruszenia' })).toHaveProperty(
        'value',
        'Ustawiony przetarg',
      ),
    );
    cleanup();

    const reader = await setup({ canResponse: false });
    const readersContent = await reportContentFixture(reader.organisation, reader.report, {
      fields: [],
      reporter: null,
      reportKey: reader.reportKey,
      register: { record: colleagues, version: 1 },
    });
    reader.content.register = readersContent.register;
    reader.content.registerVersion = 1;
    const rendered = await renderPage(reader);
    const readOnly = await openSection(rendered.user);
    expect(await within(readOnly).findByText('Kontrola w toku.')).toBeTruthy();
    expect(within(readOnly).queryByRole('textbox')).toBeNull();
    expect(within(readOnly).queryByRole('button', { name: 'Zapisz dane do rejestru' })).toBeNull();
  });
});
