import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSession } from '@shared/contracts/auth/get-session.js';
import { createOrder } from '@shared/contracts/billing/create-order.js';
import { getOrderForm } from '@shared/contracts/billing/get-order-form.js';
import { getOrderInfo } from '@shared/contracts/billing/get-order-info.js';
import { getOrderInvoice } from '@shared/contracts/billing/get-order-invoice.js';
import { getPricing } from '@shared/contracts/billing/get-pricing.js';
import { getSubscription } from '@shared/contracts/billing/get-subscription.js';
import { listOrders } from '@shared/contracts/billing/list-orders.js';
import { setOrderNoPayment } from '@shared/contracts/billing/set-order-no-payment.js';
import type { Order, OrderInfo } from '@shared/contracts/billing/schemas.js';
import { priceOf } from '@shared/domain/billing.js';
import { packageIds, packages, subscriptionPeriods } from '@shared/domain/packages.js';
import { billingTexts } from '@shared/messages/billing.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';

const goToPayment = vi.hoisted(() => vi.fn());
vi.mock('../lib/go-to-payment.js', () => ({ goToPayment }));
const followLink = vi.hoisted(() => vi.fn());
vi.mock('@/lib/download.js', () => ({ followLink }));

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  goToPayment.mockReset();
  followLink.mockReset();
});

const TOKEN = 'tok_abcdefghijklmnopqrstuvwx';
const ORDER_ID = '0mww38vez-a4345467196a';

function pricingAnswer(percent = 0) {
  return {
    packages: packageIds.map((id) => ({
      id,
      name: packages[id].name,
      accountNumbers: packages[id].accountLimit,
      forms: packages[id].formLimit,
      emails: packages[id].emailChannel,
      phones: packages[id].phoneChannel,
      smsNotifications: packages[id].smsNotifications,
      smsAuth: packages[id].smsLogin,
      externalSend: packages[id].externalForwarding,
      onlineTraining: packages[id].onlineTraining,
      prices: [
        {
          priceCombination: subscriptionPeriods.map((months) => {
            const price = priceOf(id, months, percent);
            return {
              packageId: id,
              numberOfMonths: months,
              priceNetto: price.net,
              priceBrutto: price.gross,
              priceNettoBeforeDiscount: percent ? packages[id].netPrice[months] : null,
            };
          }),
        },
      ],
    })),
    haveDiscount: percent > 0,
    partnerName: null,
    discountPercent: percent,
    havePromoCode: percent > 0,
  };
}

function subscriptionServer({ complete = true } = {}) {
  const created: unknown[] = [];
  server.use(
    contractHandler(getSubscription, () => ({
      customer: {
        id: 'tenant-1',
        companyName: 'Fundacja Łąka',
        companyAddress: 'ul. Polna 1',
        companyZipcode: '00-001',
        companyCity: 'Warszawa',
        nip: complete ? '7771000007' : null,
        status: 1 as const,
        validTo: '2027-01-15T09:30:00.000Z',
      },
      account: {
        name: 'Anna Kowalska',
        email: 'anna@example.com',
        packageId: 'standard',
        packageName: 'Standard',
        isTrial: true,
      },
      invoiceDataComplete: complete,
      seller: {
        companyName: 'Ostoja Sp. z o.o.',
        companyAddress: 'ul. Prosta 20',
        companyZipcode: '00-850',
        companyCity: 'Warszawa',
        nip: '5260000005',
        bankAccount: 'PL 00',
        email: 'faktury@ostoja.example',
      },
    })),
    contractHandler(getPricing, ({ query }) =>
      query.discountCode === undefined
        ? pricingAnswer()
        : query.discountCode.toUpperCase() === 'ROK10'
          ? pricingAnswer(10)
          : errorResponse('VALIDATION_FAILED', {
              message: billingTexts.discountInvalid,
              fields: { discountCode: billingTexts.discountInvalid },
            }),
    ),
    contractHandler(getOrderForm, () => ({
      paymentModels: [
        { name: 'miesiąc', numberOfMonths: 1 },
        { name: 'rok', numberOfMonths: 12 },
        { name: '24 miesiące', numberOfMonths: 24 },
      ],
      paymentMethods: [{ id: 'przelewy24' as const, name: 'Przelewy24' }],
    })),
    contractHandler(createOrder, ({ body }) => {
      created.push(body);
      return { orderId: ORDER_ID, token: TOKEN, paymentUrl: 'https://sandbox.przelewy24.pl/trnRequest/ABC' };
    }),
  );
  return created;
}

/** A Mantine Select's input, by its label. */
const input = (label: RegExp) => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;

const info = (status: number): OrderInfo => ({
  id: ORDER_ID,
  status,
  statusName: billingTexts.statusNames[status]!,
  statusDescription: billingTexts.statusDescriptions[status]!,
  packageName: 'Standard',
  paymentModelName: 'rok',
  paymentUrl: 'https://sandbox.przelewy24.pl/trnRequest/ABC',
  uid: TOKEN,
  priceNetto: 179_100,
  priceBrutto: 220_293,
  invoiceNumber: status === 4 ? 'FV/3/2026' : null,
});

describe('who sees Rozliczenia', () => {
  it('a user who is not the main administrator sees Brak dostępu! and why, and nothing is asked of the server', async () => {
    render(undefined, { path: '/subscription', session: staffSessionFixture({ isMainAdmin: false, type: 1 }) });
    expect(await screen.findByText('Brak dostępu!')).toBeTruthy();
    expect(screen.getByText(billingTexts.mainAdminOnly)).toBeTruthy();
  });

  it('an internal-sales customer sees Brak dostępu do zakładki. on Zamówienia', async () => {
    render(undefined, { path: '/orders', session: staffSessionFixture({ customerInternalSales: true }) });
    expect(await screen.findByText('Brak dostępu do zakładki.')).toBeTruthy();
  });
});

describe('Subskrypcja', () => {
  it('shows the invoice data, the account and every package with its flags and prices net and gross', async () => {
    subscriptionServer();
    render(undefined, { path: '/subscription', session: staffSessionFixture() });
    const pricing = await screen.findByRole('table', { name: 'Cennik' }, { timeout: 15_000 });
    expect(
      within(pricing)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Zawartość pakietu', 'Start', 'Standard', 'Premium']);
    expect(within(pricing).getByText('bez limitu')).toBeTruthy();
    expect(within(pricing).getByRole('rowheader', { name: 'za rok' })).toBeTruthy();
    expect(within(pricing).getByRole('rowheader', { name: 'za 24 miesiące' })).toBeTruthy();
    const standardYear = within(within(pricing).getByRole('rowheader', { name: 'za rok' }).closest('tr')!).getAllByRole(
      'cell',
    )[1]!;
    expect(standardYear.textContent).toBe('1\u00a0990,00\u00a0zł netto2\u00a0447,70\u00a0zł brutto');
    expect(screen.getByText('7771000007')).toBeTruthy();
  });

  it('without complete invoice data ordering is blocked with the spec text', async () => {
    subscriptionServer({ complete: false });
    render(undefined, { path: '/subscription', session: staffSessionFixture() });
    expect((await screen.findAllByText(billingTexts.invoiceDataMissing)).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: billingTexts.placeOrder }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for package and period (Pole wymagane), applies a checked code, confirms and opens the payment', async () => {
    const created = subscriptionServer();
    const { user } = render(undefined, { path: '/subscription', session: staffSessionFixture() });
    await screen.findByRole('table', { name: 'Cennik' }, { timeout: 15_000 });
    await user.click(await screen.findByRole('button', { name: billingTexts.placeOrder }));
    expect(screen.getAllByText('Pole wymagane')).toHaveLength(2);

    await user.click(input(/^Pakiet/));
    await user.click(await screen.findByRole('option', { name: 'Standard' }));
    await user.click(input(/^Okres/));
    await user.click(await screen.findByRole('option', { name: 'rok' }));
    await user.type(screen.getByRole('textbox', { name: 'Kod rabatowy' }), 'nieznany');
    await user.click(screen.getByRole('button', { name: 'Sprawdź kod' }));
    expect(await screen.findByText(billingTexts.discountInvalid)).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Kod rabatowy' }));
    await user.type(screen.getByRole('textbox', { name: 'Kod rabatowy' }), 'rok10');
    await user.click(screen.getByRole('button', { name: 'Sprawdź kod' }));
    expect(await screen.findByText('Rabat 10%')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(/^Do zapłaty/).textContent).toBe(
        'Do zapłaty: 2\u00a0202,93\u00a0zł brutto (1\u00a0791,00\u00a0zł netto + VAT 23%)',
      ),
    );

    await user.click(screen.getByRole('button', { name: billingTexts.placeOrder }));
    const dialog = await screen.findByRole('dialog', { name: billingTexts.confirmOrderTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Zamów' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('https://sandbox.przelewy24.pl/trnRequest/ABC'));
    expect(created).toEqual([
      { packageId: 'standard', numberOfMonths: 12, paymentMethod: 'przelewy24', discountCode: 'rok10' },
    ]);
  }, 60_000);

  it('clicking the chosen Przelewy24, package or period again keeps it chosen (a required choice is never cleared by a click)', async () => {
    subscriptionServer();
    const { user } = render(undefined, { path: '/subscription', session: staffSessionFixture() });
    await screen.findByRole('table', { name: 'Cennik' }, { timeout: 15_000 });
    const method = input(/^Metoda płatności/) as HTMLInputElement;
    await waitFor(() => expect(method.value).toBe('Przelewy24'));
    await user.click(method);
    await user.click(await screen.findByRole('option', { name: 'Przelewy24' }));
    expect(method.value).toBe('Przelewy24');
    for (const [label, option] of [
      [/^Pakiet/, 'Standard'],
      [/^Okres/, 'rok'],
    ] as const) {
      await user.click(input(label));
      await user.click(await screen.findByRole('option', { name: option }));
      await user.click(input(label));
      await user.click(await screen.findByRole('option', { name: option }));
      expect((input(label) as HTMLInputElement).value).toBe(option);
    }
  }, 60_000);

  it('a provider that fails shows Błąd tworzenia płatności! and opens nothing', async () => {
    subscriptionServer();
    server.use(
      contractHandler(createOrder, () => errorResponse('UNAVAILABLE', { message: billingTexts.paymentCreateError })),
    );
    const { user } = render(undefined, { path: '/subscription', session: staffSessionFixture() });
    await screen.findByRole('table', { name: 'Cennik' }, { timeout: 15_000 });
    await user.click(input(/^Pakiet/));
    await user.click(await screen.findByRole('option', { name: 'Start' }));
    await user.click(input(/^Okres/));
    await user.click(await screen.findByRole('option', { name: 'miesiąc' }));
    await user.click(screen.getByRole('button', { name: billingTexts.placeOrder }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zamów' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Błąd tworzenia płatności!');
    expect(goToPayment).not.toHaveBeenCalled();
  }, 30_000);
});

describe('Zamówienia', () => {
  const order = (status: number, n: number): Order => ({
    id: `0mww38ve${n}-a4345467196a`,
    packageId: 'standard',
    packageName: 'Standard',
    numberOfMonths: 12,
    paymentModelName: 'rok',
    priceNetto: 199_000,
    priceBrutto: 244_770,
    purchaseTime: `2026-0${n}-10T10:00:00.000Z`,
    paymentStatusId: status,
    paymentStatusName: billingTexts.statusNames[status]!,
    przelewy24Token: `${TOKEN}${n}`,
    paymentUrl: status === 1 ? null : `https://sandbox.przelewy24.pl/trnRequest/T${n}`,
    invoiceNumber: status === 4 ? `FV/${n}/2026` : null,
  });

  it('offers per status: 1 and 3 check, 4 the invoice, 6 paying again', async () => {
    server.use(
      contractHandler(listOrders, () => ({ orders: [order(4, 4), order(6, 3), order(3, 2), order(1, 1)] })),
      contractHandler(getOrderInvoice, ({ params }) => ({
        url: `https://s3.local/${params.orderId}.pdf`,
        invoiceNumber: 'FV/4/2026',
        fileName: 'FV-4-2026.pdf',
      })),
    );
    const { user } = render(undefined, { path: '/orders', session: staffSessionFixture() });
    const table = await screen.findByRole('table', { name: 'Zamówienia' }, { timeout: 15_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[6]!.textContent)).toEqual([
      'Opłacone',
      'Brak płatności',
      'Płatność w toku',
      'Oczekuje na płatność',
    ]);
    expect(within(rows[3]!).getByRole('link').textContent).toBe('Sprawdź');
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe(`/orderInfo/${TOKEN}2`);
    await user.click(within(rows[1]!).getByRole('button', { name: /Zapłać/ }));
    expect(goToPayment).toHaveBeenCalledWith('https://sandbox.przelewy24.pl/trnRequest/T3');
    await user.click(within(rows[0]!).getByRole('button', { name: /Faktura/ }));
    await waitFor(() =>
      expect(followLink).toHaveBeenCalledWith('https://s3.local/0mww38ve4-a4345467196a.pdf', {
        download: 'FV-4-2026.pdf',
      }),
    );
  });

  it('pages by 10 and shows everything with Wszystkie', async () => {
    server.use(
      contractHandler(listOrders, () => ({
        orders: Array.from({ length: 12 }, (_, i) => order(6, (i % 9) + 1)).map((o, i) => ({
          ...o,
          id: `0mww38v${String(i).padStart(2, '0')}-a4345467196a`,
        })),
      })),
    );
    const { user } = render(undefined, { path: '/orders', session: staffSessionFixture() });
    const table = await screen.findByRole('table', { name: 'Zamówienia' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Załaduj wiersze' }), 'Wszystkie');
    expect(within(screen.getByRole('table', { name: 'Zamówienia' })).getAllByRole('row')).toHaveLength(13);
  });
});

describe('Podsumowanie płatności', () => {
  it('polls every 10 s while in progress; after the sixth poll still unpaid it sets no-payment once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    let status = 3;
    const noPayments: string[] = [];
    server.use(
      contractHandler(getOrderInfo, () => {
        reads += 1;
        return info(status);
      }),
      contractHandler(setOrderNoPayment, ({ params }) => {
        noPayments.push(params.token);
        status = 6;
        return info(6);
      }),
    );
    render(undefined, { path: `/orderInfo/${TOKEN}`, session: staffSessionFixture() });
    expect(await screen.findByText('Płatność w toku', {}, { timeout: 15_000 })).toBeTruthy();
    expect(reads).toBe(1);
    for (let poll = 1; poll <= 6; poll++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
      if (poll < 6) await waitFor(() => expect(reads).toBe(1 + poll));
    }
    await waitFor(() => expect(noPayments).toEqual([TOKEN]));
    // Six polls after the first read, then one read of the order as no-payment left it.
    expect(await screen.findByText('Brak płatności')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(noPayments).toHaveLength(1);
    expect(reads).toBe(8);
  });

  it('once paid it reads the session again and opens the invoice', async () => {
    let sessions = 0;
    server.use(
      contractHandler(getOrderInfo, () => info(4)),
      contractHandler(getOrderInvoice, () => ({
        url: 'https://s3.local/invoice.pdf',
        invoiceNumber: 'FV/3/2026',
        fileName: 'FV-3-2026.pdf',
      })),
    );
    render(undefined, { path: `/orderInfo/${TOKEN}`, session: staffSessionFixture({ customerIsActive: false }) });
    server.use(
      contractHandler(getSession, () => {
        sessions += 1;
        return staffSessionFixture();
      }),
    );
    expect(await screen.findByText('Opłacone')).toBeTruthy();
    await waitFor(() =>
      expect(followLink).toHaveBeenCalledWith('https://s3.local/invoice.pdf', { download: 'FV-3-2026.pdf' }),
    );
    await waitFor(() => expect(sessions).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: /Pobierz fakturę FV\/3\/2026/ })).toBeTruthy();
  });

  it("another organisation's token answers 404, shown as the spec's alert", async () => {
    server.use(
      contractHandler(getOrderInfo, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: billingTexts.orderNotFound }, { status: 404 }),
      ),
    );
    render(undefined, { path: `/orderInfo/${TOKEN}`, session: staffSessionFixture() });
    expect(await screen.findByText(`404 - ${billingTexts.orderNotFound}`)).toBeTruthy();
  });
});
