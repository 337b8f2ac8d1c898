import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReportMessages } from '@shared/contracts/reports/list-report-messages.js';
import { sendReply } from '@shared/contracts/reports/send-reply.js';
import type { StaffMessage } from '@shared/contracts/reports/schemas.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent, generateReportKey } from '@shared/crypto/content.js';
import type { MessageAuthor } from '@shared/domain/inbox.js';
import { reportState, type ReportState } from '@shared/domain/report.js';
import { contractHandler, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { useDecryptedConversation } from '../hooks/use-conversation.js';
import { ConversationBoard } from './conversation-board.js';

const tenantId = 'tenant-1';
const reportId = '0b9f6a3e-8c1d-4f5e-9a7b-2c3d4e5f6a7b';
const context = (messageId: string, author: MessageAuthor) => ({
  tenant: tenantId,
  report: reportId,
  purpose: CONTENT_PURPOSE.message(messageId, author),
});

async function message(
  reportKey: CryptoKey,
  n: number,
  author: MessageAuthor,
  text: string,
  authorName: string | null = null,
  feedback = false,
): Promise<StaffMessage> {
  const messageId = `00000000-0000-4000-8000-00000000000${n}`;
  return {
    messageId,
    author,
    sentAt: `2026-11-2${n}T10:00:00.000Z`,
    body: await encryptContent(reportKey, text, context(messageId, author)),
    files: [],
    authorName,
    feedback,
  };
}

/** An attachment of a message, its name (and a voice message's marker) encrypted as the browser that sent it did. */
async function attachment(reportKey: CryptoKey, fileId: string, name: string, voice?: string) {
  const purpose = (purpose: string) => ({ tenant: tenantId, report: reportId, purpose });
  return {
    fileId,
    size: 2048,
    name: await encryptContent(reportKey, name, purpose(CONTENT_PURPOSE.fileName(fileId))),
    ...(voice ? { voice: await encryptContent(reportKey, voice, purpose(CONTENT_PURPOSE.fileVoice(fileId))) } : {}),
  };
}

async function renderBoard(
  options: {
    state?: ReportState;
    canResponse?: boolean;
    withKey?: boolean;
    staffFilesScanned?: boolean;
    /** The last message's attachments, made with the report key. */
    files?: (reportKey: CryptoKey) => Promise<StaffMessage['files']>;
  } = {},
) {
  const reportKey = await generateReportKey();
  const messages = [
    await message(reportKey, 1, 'reporter', 'Dzień dobry, mam pytanie o zgłoszenie.'),
    await message(reportKey, 2, 'staff', 'Proszę pytać.', 'Anna Kowalska'),
    {
      ...(await message(reportKey, 3, 'reporter', 'Czy sprawa jest w toku?')),
      files: (await options.files?.(reportKey)) ?? [],
    },
  ];
  const sent: { messageId: string; body: unknown; feedback: boolean }[] = [];
  server.use(
    contractHandler(listReportMessages, () => ({ messages })),
    contractHandler(sendReply, ({ body }) => {
      sent.push(body);
      return {
        ...body,
        author: 'staff' as const,
        sentAt: '2026-11-24T10:00:00.000Z',
        files: [],
        authorName: 'Anna Kowalska',
      };
    }),
  );
  const report = {
    tenantId,
    reportId,
    state: options.state ?? reportState.open,
    canResponse: options.canResponse ?? true,
  };
  const view = render(<ConversationBoard report={report} reportKey={options.withKey === false ? null : reportKey} />, {
    session: staffSessionFixture({ staffFilesScanned: options.staffFilesScanned ?? false }),
  });
  return { ...view, reportKey, sent };
}

const board = () => screen.getByRole('region', { name: 'Korespondencja z sygnalistą' });

describe('the conversation board', () => {
  it("shows the reporter's messages and staff replies in order, decrypted, and hides and shows them", async () => {
    const { user } = await renderBoard();
    await screen.findByText('Czy sprawa jest w toku?');
    const items = within(board()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label')?.split(',')[0])).toEqual([
      'Sygnalista',
      'Anna Kowalska',
      'Sygnalista',
    ]);
    const texts = ['Dzień dobry, mam pytanie o zgłoszenie.', 'Proszę pytać.', 'Czy sprawa jest w toku?'];
    items.forEach((item, n) => expect(within(item).getByText(texts[n]!)).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Ukryj wiadomości' }));
    expect(screen.queryByText('Proszę pytać.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pokaż wiadomości' }));
    expect(await screen.findByText('Proszę pytać.')).toBeTruthy();
  });

  it('sends a reply encrypted under the report key for the reporter, appends it and closes the box', async () => {
    const { user, reportKey, sent } = await renderBoard();
    await screen.findByText('Czy sprawa jest w toku?');
    await user.click(screen.getByRole('button', { name: 'Odpowiedz sygnaliście' }));
    const send = screen.getByRole('button', { name: 'Wyślij' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(screen.getByLabelText('Treść odpowiedzi'), 'Tak, sprawa jest w toku — zażółć gęślą jaźń.');
    await user.click(send);
    expect(await screen.findByText('Tak, sprawa jest w toku — zażółć gęślą jaźń.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent)).not.toContain('zażółć');
    expect(await decryptContentText(reportKey, sent[0]!.body, context(sent[0]!.messageId, 'staff'))).toBe(
      'Tak, sprawa jest w toku — zażółć gęślą jaźń.',
    );
    expect(sent[0]!.feedback).toBe(false);
    expect(screen.queryByLabelText('Treść odpowiedzi')).toBeNull();
  });

  it("sends a reply as the feedback only with 'To jest informacja zwrotna' ticked, and marks it so in the conversation", async () => {
    const { user, sent } = await renderBoard();
    await screen.findByText('Czy sprawa jest w toku?');
    expect(screen.queryByText('Informacja zwrotna')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Odpowiedz sygnaliście' }));
    const mark = screen.getByRole('checkbox', { name: 'To jest informacja zwrotna' }) as HTMLInputElement;
    expect(mark.checked).toBe(false);
    await user.type(screen.getByLabelText('Treść odpowiedzi'), 'Przeprowadziliśmy postępowanie wyjaśniające.');
    await user.click(mark);
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    await screen.findByText('Przeprowadziliśmy postępowanie wyjaśniające.');
    expect(sent.map((reply) => reply.feedback)).toEqual([true]);
    const marked = within(board()).getAllByRole('listitem').at(-1)!;
    expect(within(marked).getByText('Informacja zwrotna')).toBeTruthy();

    // The next reply starts unmarked.
    await user.click(screen.getByRole('button', { name: 'Odpowiedz sygnaliście' }));
    expect((screen.getByRole('checkbox', { name: 'To jest informacja zwrotna' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('says in the reply box that attachments are scanned while the organisation scans staff files, and nothing otherwise', async () => {
    const scanned = await renderBoard({ staffFilesScanned: true });
    await screen.findByText('Czy sprawa jest w toku?');
    await scanned.user.click(screen.getByRole('button', { name: 'Odpowiedz sygnaliście' }));
    const note = screen.getByRole('note');
    expect(within(note).getByText('Pliki są skanowane antywirusem')).toBeTruthy();
    expect(within(note).getByText(/serwer na czas sprawdzenia odszyfrowuje każdy dodany tu plik/)).toBeTruthy();
    scanned.unmount();

    const plain = await renderBoard();
    await screen.findByText('Czy sprawa jest w toku?');
    await plain.user.click(screen.getByRole('button', { name: 'Odpowiedz sygnaliście' }));
    expect(screen.queryByText('Pliki są skanowane antywirusem')).toBeNull();
  });

  it('shows a voice message the reporter recorded in the inbox with its length, whether disguised, and its player', async () => {
    await renderBoard({
      files: async (reportKey) => [
        await attachment(
          reportKey,
          '7d2c9a4e-1b3f-4c5d-8e6f-0a1b2c3d4e5f',
          'wiadomosc-glosowa.webm',
          JSON.stringify({ disguised: true, durationSeconds: 42.2 }),
        ),
        await attachment(reportKey, '8e3d0b5f-2c4a-4d6e-9f70-1b2c3d4e5f60', 'faktura.pdf'),
      ],
    });
    const voice = await screen.findByTestId('voice-message');
    expect(within(voice).getByText('Wiadomość głosowa, 0:42')).toBeTruthy();
    expect(within(voice).getByText('Głos zmieniony w przeglądarce sygnalisty przed zaszyfrowaniem.')).toBeTruthy();
    expect(within(voice).getByRole('button', { name: 'Odsłuchaj wiadomość głosową' })).toBeTruthy();
    // One player: the other attachment is a download only; both stay on the attachments' list.
    expect(screen.getAllByTestId('voice-message')).toHaveLength(1);
    expect(within(board()).getByText('faktura.pdf', { exact: false })).toBeTruthy();
    expect(within(board()).getByText('wiadomosc-glosowa.webm', { exact: false })).toBeTruthy();
  });

  it("shows 'ZGŁOSZENIE ZOSTAŁO ZAMKNIĘTE' instead of the reply box on a closed report", async () => {
    await renderBoard({ state: reportState.archived });
    await screen.findByText('Czy sprawa jest w toku?');
    expect(screen.getByText('ZGŁOSZENIE ZOSTAŁO ZAMKNIĘTE')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Odpowiedz sygnaliście' })).toBeNull();
  });

  it("shows 'BRAK UPRAWNIEŃ DO ODPOWIADANIA SYGNALIŚCIE' without canResponse", async () => {
    await renderBoard({ canResponse: false });
    await screen.findByText('Czy sprawa jest w toku?');
    expect(screen.getByText('BRAK UPRAWNIEŃ DO ODPOWIADANIA SYGNALIŚCIE')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Odpowiedz sygnaliście' })).toBeNull();
  });
});

describe('useDecryptedConversation (for the report PDF)', () => {
  function Entries({ reportKey }: { reportKey: CryptoKey | null }) {
    const entries = useDecryptedConversation({ tenantId, reportId }, reportKey);
    return <pre data-testid="entries">{JSON.stringify(entries)}</pre>;
  }

  it('gives the conversation decrypted, in order, with the ids to redact by, the staff author named and the file names', async () => {
    const reportKey = await generateReportKey();
    const reply = await message(reportKey, 2, 'staff', 'Proszę pytać.', 'Anna Kowalska');
    const fileId = '00000000-0000-4000-8000-0000000000f1';
    const withFile = {
      ...reply,
      files: [
        {
          fileId,
          name: await encryptContent(reportKey, 'wezwanie.pdf', {
            tenant: tenantId,
            report: reportId,
            purpose: CONTENT_PURPOSE.fileName(fileId),
          }),
          size: 100,
        },
      ],
    };
    server.use(
      contractHandler(listReportMessages, async () => ({
        messages: [await message(reportKey, 1, 'reporter', 'Dzień dobry.'), withFile],
      })),
    );
    render(<Entries reportKey={reportKey} />, { session: staffSessionFixture() });
    await vi.waitFor(() => expect(screen.getByTestId('entries').textContent).not.toBe('null'));
    expect(JSON.parse(screen.getByTestId('entries').textContent ?? '')).toEqual([
      {
        messageId: '00000000-0000-4000-8000-000000000001',
        author: 'reporter',
        sentAt: '2026-11-21T10:00:00.000Z',
        text: 'Dzień dobry.',
        fileNames: [],
      },
      {
        messageId: '00000000-0000-4000-8000-000000000002',
        author: 'staff',
        sentAt: '2026-11-22T10:00:00.000Z',
        text: 'Proszę pytać.',
        authorName: 'Anna Kowalska',
        fileNames: ['wezwanie.pdf'],
      },
    ]);
  });

  it('asks for nothing while the report key is not open (reading would clear the marker)', async () => {
    render(<Entries reportKey={null} />, { session: staffSessionFixture() });
    expect(screen.getByTestId('entries').textContent).toBe('null');
  });
});
