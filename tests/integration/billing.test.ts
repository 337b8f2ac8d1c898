/**
 * Rozliczenia against the local emulators and the fake Przelewy24 (local/fake-przelewy24.ts):
 * pricing, ordering, the payment notification (forged, mismatched, replayed, concurrent), the
 * licence it extends, the invoice and its number, no-payment, internal-sales customers.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  createOrder,
  getOrderInfo,
  getOrderInvoice,
  getPricing,
  getSubscription,
  listCategories,
  listOrders,
  receivePaymentNotification,
  setOrderNoPayment,
} from '@shared/contracts/index.js';
import { addMonths, invoiceNumber, priceOf } from '@shared/domain/billing.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { staffSession } from '@shared/domain/session.js';
import { billingTexts } from '@shared/messages/billing.js';
import { notificationSign, type NotificationFields } from '../../functions/adapters/payments/przelewy24.js';
import { listPaymentRefusals } from '../../functions/data/billing-events.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { createDiscountCode } from '../../functions/data/discount-codes.js';
import { keys } from '../../functions/data/keys.js';
import { getOrder, getOrderByToken } from '../../functions/data/orders.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { getTenant, type Tenant } from '../../functions/data/tenants.js';
import { fa3Problems } from '../../functions/adapters/e-invoices/fa3-structure.js';
import { filesBucket, s3 } from '../../functions/adapters/s3.js';
import { TestClient } from '../support/api-client.js';
import { givenStaffUser, givenTenant } from '../support/fixtures.js';
import { pdfText } from '../support/pdf-text.js';

const paymentsBase = () => process.env.P24_BASE_URL!;
const crc = () => process.env.P24_CRC!;
const companyData = { address: 'ul. Kwiatowa 5', zipCode: '30-001', city: 'Kraków', nip: '7771000007' } as const;

async function organisation(overrides: Partial<Tenant> = {}) {
  const tenant = await givenTenant({ name: 'Firma Testowa Sp. z o.o.', ...companyData, ...overrides });
  const user = await givenStaffUser(tenant, { type: 1, isMainAdmin: true });
  const { sessionId, csrfToken } = await createStaffSession(tenant.tenantId, user.userId);
  const client = new TestClient();
  client.cookies.set(staffSession.cookieName, sessionId);
  client.csrfToken = csrfToken;
  return { tenant, user, client };
}

/** The fake gateway pays the transaction and hands back Przelewy24's signed notification, unsent. */
async function paidNotification(paymentUrl: string): Promise<NotificationFields & { sign: string }> {
  const token = paymentUrl.split('/trnRequest/')[1]!;
  const response = await fetch(`${paymentsBase()}/_transactions/${token}/paid`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationFields & { sign: string };
}

const notify = (body: unknown) => new TestClient().call(receivePaymentNotification, { body: body as never });

async function order(
  client: TestClient,
  body: Record<string, unknown> = { packageId: 'standard', numberOfMonths: 12, paymentMethod: 'przelewy24' },
) {
  const answer = await client.call(createOrder, { body: body as never });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const refusalsToday = async (sessionId: string) =>
  (await listPaymentRefusals(new Date().toISOString().slice(0, 10))).filter((r) => r.sessionId === sessionId);

describe('pricing and the subscription cards', () => {
  it('lists Start, Standard and Premium with every flag and net and gross for 1, 12 and 24 months', async () => {
    const { client } = await organisation();
    const answer = await client.call(getPricing);
    expect(answer.status).toBe(200);
    expect(answer.body.packages.map((p) => p.name)).toEqual(['Start', 'Standard', 'Premium']);
    const standard = answer.body.packages[1]!;
    expect(standard).toMatchObject({
      accountNumbers: 10,
      forms: 10,
      emails: true,
      phones: false,
      smsNotifications: true,
      smsAuth: true,
      externalSend: true,
      onlineTraining: false,
    });
    expect(standard.prices[0]!.priceCombination).toContainEqual({
      packageId: 'standard',
      numberOfMonths: 12,
      priceNetto: 199_000,
      priceBrutto: 244_770,
      priceNettoBeforeDiscount: null,
    });
    expect(answer.body.packages[2]!.forms).toBeNull();
  });

  it('a valid code lowers every price and names the partner; an unknown or spent code is refused with why', async () => {
    const { client } = await organisation();
    const code = `TEST${randomUUID().slice(0, 8).toUpperCase()}`;
    await createDiscountCode({
      code,
      percent: 10,
      validFrom: '2020-01-01T00:00:00.000Z',
      validTo: '2099-01-01T00:00:00.000Z',
      partnerName: 'Partner Sp. z o.o.',
      multiUse: false,
      usedCount: 0,
    });
    const answer = await client.call(getPricing, { query: { discountCode: code.toLowerCase() } });
    expect(answer.body).toMatchObject({
      haveDiscount: true,
      discountPercent: 10,
      partnerName: 'Partner Sp. z o.o.',
      havePromoCode: true,
    });
    expect(answer.body.packages[1]!.prices[0]!.priceCombination[1]).toMatchObject({
      priceNetto: 179_100,
      priceBrutto: 220_293,
      priceNettoBeforeDiscount: 199_000,
    });
    const unknown = await client.call(getPricing, { query: { discountCode: 'NIEMA-TAKIEGO' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.discountCode).toBe(billingTexts.discountInvalid);
    const spentCode = `USED${randomUUID().slice(0, 8).toUpperCase()}`;
    await createDiscountCode({
      code: spentCode,
      percent: 5,
      validFrom: '2020-01-01T00:00:00.000Z',
      validTo: '2099-01-01T00:00:00.000Z',
      partnerName: null,
      multiUse: false,
      usedCount: 1,
    });
    expect((await client.call(getPricing, { query: { discountCode: spentCode } })).body.fields?.discountCode).toBe(
      billingTexts.discountUsed,
    );
  });

  it('says whether the invoice data is complete; ordering without it is refused with the spec text and writes nothing', async () => {
    const { client, tenant } = await organisation({ nip: undefined });
    const cards = await client.call(getSubscription);
    expect(cards.body).toMatchObject({
      invoiceDataComplete: false,
      customer: { companyName: 'Firma Testowa Sp. z o.o.', nip: null },
    });
    const refused = await client.call(createOrder, {
      body: { packageId: 'start', numberOfMonths: 1, paymentMethod: 'przelewy24' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(billingTexts.invoiceDataMissing);
    expect((await client.call(listOrders)).body.orders).toEqual([]);
    expect((await getTenant(tenant.tenantId))?.licence).toEqual(tenant.licence);
  });

  it('an internal-sales customer is refused every billing call with Brak dostępu do zakładki.', async () => {
    const { client } = await organisation({ internalSales: true });
    for (const answer of [
      await client.call(getSubscription),
      await client.call(getPricing),
      await client.call(listOrders),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(billingTexts.internalSales);
    }
  });
});

describe('paying through Przelewy24', () => {
  it('a blocked organisation orders Standard for a year with a code, pays, and is unblocked with its licence, invoice and order history', async () => {
    const { client, tenant } = await organisation({
      licence: { packageId: 'standard', validTo: '2024-01-01T00:00:00.000Z' },
    });
    expect((await client.call(listCategories)).status).toBe(403);
    const code = `ROK${randomUUID().slice(0, 8).toUpperCase()}`;
    await createDiscountCode({
      code,
      percent: 10,
      validFrom: '2020-01-01T00:00:00.000Z',
      validTo: '2099-01-01T00:00:00.000Z',
      partnerName: null,
      multiUse: true,
      usedCount: 0,
    });

    const placed = await order(client, {
      packageId: 'standard',
      numberOfMonths: 12,
      paymentMethod: 'przelewy24',
      discountCode: code,
    });
    expect(placed.paymentUrl.startsWith(`${paymentsBase()}/trnRequest/`)).toBe(true);
    const info = await client.call(getOrderInfo, { params: { token: placed.token } });
    expect(info.body).toMatchObject({
      status: 3,
      packageName: 'Standard',
      paymentModelName: 'rok',
      priceNetto: 179_100,
      priceBrutto: 220_293,
    });

    // The payer clicks Zapłać on the gateway's page: it notifies us, then sends the payer back.
    const before = Date.now();
    const paid = await fetch(`${placed.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/orderInfo/${placed.token}$`));
    const transaction = (
      (await (await fetch(`${paymentsBase()}/_transactions`)).json()) as {
        sessionId: string;
        notification: { status: number };
      }[]
    ).find((t) => t.sessionId === placed.token);
    expect(transaction?.notification?.status).toBe(200);

    const after = await client.call(getOrderInfo, { params: { token: placed.token } });
    expect(after.body).toMatchObject({ status: 4, statusName: 'Opłacone' });
    const year = Number(polishCalendarDate(new Date()).slice(0, 4));
    expect(after.body.invoiceNumber).toMatch(new RegExp(`^FV/\\d+/${year}$`));

    const licence = (await getTenant(tenant.tenantId))!.licence;
    expect(licence.packageId).toBe('standard');
    const validTo = Date.parse(licence.validTo);
    expect(validTo).toBeGreaterThanOrEqual(addMonths(new Date(before), 12).getTime());
    expect(validTo).toBeLessThanOrEqual(addMonths(new Date(), 12).getTime());
    expect((await client.call(listCategories)).status).toBe(200);

    const orders = (await client.call(listOrders)).body.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      paymentStatusId: 4,
      packageName: 'Standard',
      priceNetto: 179_100,
      invoiceNumber: after.body.invoiceNumber,
    });

    const invoice = await client.call(getOrderInvoice, { params: { orderId: placed.orderId } });
    expect(invoice.status).toBe(200);
    const pdf = new Uint8Array(await (await fetch(invoice.body.url)).arrayBuffer());
    const { text } = await pdfText(pdf);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Faktura VAT nr ${after.body.invoiceNumber}`);
    expect(flat).toContain('1 791,00 zł');
    expect(flat).toContain('411,93 zł');
    expect(flat).toContain('2 202,93 zł');
    expect(flat).toContain('NIP: 7771000007');
    expect(flat).toContain('NIP: 5260000005');

    const stored = await getOrder(tenant.tenantId, placed.orderId);
    expect(stored?.invoice?.ksef).toMatchObject({ status: 'validated', errors: [] });
    const object = await s3.send(new GetObjectCommand({ Bucket: filesBucket(), Key: stored!.invoice!.xmlKey! }));
    const xml = await object.Body!.transformToString('utf8');
    expect(fa3Problems(xml)).toEqual([]);
    expect(xml).toContain('<P_2>' + after.body.invoiceNumber + '</P_2>');
    expect(xml).toContain('<P_13_1>1791.00</P_13_1>');
    expect(xml).toContain('<P_15>2202.93</P_15>');
  }, 120_000);

  it('a forged signature is refused, logged and changes nothing', async () => {
    const { client, tenant } = await organisation();
    const placed = await order(client);
    const real = await paidNotification(placed.paymentUrl);
    const forged = { ...real, sign: notificationSign({ crc: 'not-our-crc' }, real) };
    const answer = await notify(forged);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(billingTexts.notificationRefused);
    expect((await refusalsToday(placed.token)).map((r) => r.reason)).toEqual(['signature']);
    expect((await getOrderByToken(placed.token))?.status).toBe(3);
    expect((await getTenant(tenant.tenantId))?.licence).toEqual(tenant.licence);
  });

  it('a notification with another amount than the order, even correctly signed, is refused', async () => {
    const { client } = await organisation();
    const placed = await order(client);
    const real = await paidNotification(placed.paymentUrl);
    const cheaper = { ...real, amount: 100, originAmount: 100 };
    const answer = await notify({ ...cheaper, sign: notificationSign({ crc: crc() }, cheaper) });
    expect(answer.status).toBe(400);
    expect((await refusalsToday(placed.token)).map((r) => r.reason)).toEqual(['mismatch']);
    expect((await getOrderByToken(placed.token))?.status).toBe(3);
  });

  it('a correctly signed notification of a transaction Przelewy24 reports unpaid is refused with 400, recorded, and pays nothing', async () => {
    const { client, tenant } = await organisation();
    const placed = await order(client);
    const registered = (await (await fetch(`${paymentsBase()}/_transactions`)).json()) as {
      sessionId: string;
      amount: number;
      currency: string;
    }[];
    const transaction = registered.find((t) => t.sessionId === placed.token)!;
    const fields: NotificationFields = {
      merchantId: Number(process.env.P24_MERCHANT_ID),
      posId: Number(process.env.P24_POS_ID),
      sessionId: transaction.sessionId,
      amount: transaction.amount,
      originAmount: transaction.amount,
      currency: transaction.currency,
      orderId: 987_654_321,
      methodId: 25,
      statement: 'p24-987654321',
    };
    const answer = await notify({ ...fields, sign: notificationSign({ crc: crc() }, fields) });
    expect([answer.status, answer.body.message]).toEqual([400, billingTexts.paymentNotVerified]);
    expect((await refusalsToday(placed.token)).map((r) => r.reason)).toEqual(['notVerified']);
    expect((await getOrderByToken(placed.token))?.status).toBe(3);
    expect((await getTenant(tenant.tenantId))?.licence).toEqual(tenant.licence);
  });

  it('a replayed notification is refused with 409 and logged; the licence is extended once', async () => {
    const { client, tenant } = await organisation();
    const placed = await order(client, { packageId: 'premium', numberOfMonths: 1, paymentMethod: 'przelewy24' });
    const notification = await paidNotification(placed.paymentUrl);
    expect((await notify(notification)).status).toBe(200);
    const once = (await getTenant(tenant.tenantId))!.licence;
    const replay = await notify(notification);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(billingTexts.notificationReplayed);
    expect((await getTenant(tenant.tenantId))!.licence).toEqual(once);
    expect((await refusalsToday(placed.token)).map((r) => r.reason)).toEqual(['replayed']);
  });

  it('two concurrent notifications of one payment extend the licence once and take one invoice number', async () => {
    const { client, tenant } = await organisation();
    const placed = await order(client, { packageId: 'start', numberOfMonths: 1, paymentMethod: 'przelewy24' });
    const notification = await paidNotification(placed.paymentUrl);
    const answers = await Promise.all([notify(notification), notify(notification)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const licence = (await getTenant(tenant.tenantId))!.licence;
    // The trial (Standard) is higher than Start: Start starts when it ends, a month long.
    expect(licence.validTo).toBe(addMonths(new Date(tenant.licence.validTo), 1).toISOString());
    expect(licence.periods).toHaveLength(2);
    const stored = await getOrder(tenant.tenantId, placed.orderId);
    const { Item } = await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.invoiceRegisterEntry(stored!.invoice!.year, stored!.invoice!.n),
      }),
    );
    expect(Item?.orderId).toBe(placed.orderId);
  });

  it('invoice numbers of concurrent payments of different organisations follow each other without gaps', async () => {
    const buyers = await Promise.all([organisation(), organisation(), organisation()]);
    const placed = await Promise.all(
      buyers.map(({ client }) => order(client, { packageId: 'start', numberOfMonths: 1, paymentMethod: 'przelewy24' })),
    );
    const notifications = await Promise.all(placed.map((p) => paidNotification(p.paymentUrl)));
    const answers = await Promise.all(notifications.map((n) => notify(n)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const numbers = await Promise.all(
      buyers.map(async ({ tenant }, i) => (await getOrder(tenant.tenantId, placed[i]!.orderId))!.invoice!.n),
    );
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted[2]! - sorted[0]!).toBe(2);
    expect(new Set(numbers).size).toBe(3);
    const year = Number(polishCalendarDate(new Date()).slice(0, 4));
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.invoiceCounter(year), ConsistentRead: true }),
    );
    expect(Item?.last).toBeGreaterThanOrEqual(sorted[2]!);
    expect(invoiceNumber(sorted[0]!, year)).toMatch(/^FV\/\d+\/\d{4}$/);
  });

  it('a failed payment sends no notification: the order waits, then no-payment after the summary stops; a later payment still counts', async () => {
    const { client, tenant } = await organisation();
    const placed = await order(client);
    const failed = await fetch(`${placed.paymentUrl}/fail`, { method: 'POST', redirect: 'manual' });
    expect(failed.status).toBe(303);
    expect((await client.call(getOrderInfo, { params: { token: placed.token } })).body.status).toBe(3);
    const none = await client.call(setOrderNoPayment, { params: { token: placed.token } });
    expect(none.body).toMatchObject({ status: 6, statusName: 'Brak płatności' });
    expect((await client.call(listOrders)).body.orders[0]).toMatchObject({
      paymentStatusId: 6,
      paymentUrl: placed.paymentUrl,
    });
    expect((await getTenant(tenant.tenantId))?.licence).toEqual(tenant.licence);
  });

  it('a single-use code ordered by two organisations at once goes to one order; its no-payment frees it; a paid order spends it', async () => {
    const code = `RAZ${randomUUID().slice(0, 8).toUpperCase()}`;
    await createDiscountCode({
      code,
      percent: 20,
      validFrom: '2020-01-01T00:00:00.000Z',
      validTo: '2099-01-01T00:00:00.000Z',
      partnerName: null,
      multiUse: false,
      usedCount: 0,
    });
    const [first, second] = await Promise.all([organisation(), organisation()]);
    const body = { packageId: 'start', numberOfMonths: 12, paymentMethod: 'przelewy24', discountCode: code } as const;
    const answers = await Promise.all([first, second].map(({ client }) => client.call(createOrder, { body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.fields?.discountCode).toBe(billingTexts.discountUsed);
    const [winner, other] = answers[0]!.status === 200 ? [first, second] : [second, first];
    // The refused order left nothing behind; the held code is refused to anyone else while its payment can come.
    expect((await other.client.call(listOrders)).body.orders).toEqual([]);
    expect((await other.client.call(getPricing, { query: { discountCode: code } })).body.fields?.discountCode).toBe(
      billingTexts.discountUsed,
    );

    const held = answers.find((answer) => answer.status === 200)!.body as { token: string };
    expect((await winner.client.call(setOrderNoPayment, { params: { token: held.token } })).body.status).toBe(6);
    const again = await order(other.client, body);
    expect((await notify(await paidNotification(again.paymentUrl))).status).toBe(200);
    expect((await other.client.call(getOrderInfo, { params: { token: again.token } })).body).toMatchObject({
      status: 4,
      priceNetto: 63_200,
    });
    const spent = await winner.client.call(createOrder, { body });
    expect(spent.status).toBe(400);
    expect(spent.body.fields?.discountCode).toBe(billingTexts.discountUsed);
  });

  it('no-payment never undoes a payment', async () => {
    const { client } = await organisation();
    const placed = await order(client, { packageId: 'start', numberOfMonths: 12, paymentMethod: 'przelewy24' });
    expect((await notify(await paidNotification(placed.paymentUrl))).status).toBe(200);
    expect((await client.call(setOrderNoPayment, { params: { token: placed.token } })).body.status).toBe(4);
  });

  it("another organisation's order answers 404 by its token and its id", async () => {
    const mine = await organisation();
    const theirs = await organisation();
    const placed = await order(theirs.client, { packageId: 'start', numberOfMonths: 1, paymentMethod: 'przelewy24' });
    expect((await mine.client.call(getOrderInfo, { params: { token: placed.token } })).status).toBe(404);
    expect((await mine.client.call(setOrderNoPayment, { params: { token: placed.token } })).status).toBe(404);
    expect((await mine.client.call(getOrderInvoice, { params: { orderId: placed.orderId } })).status).toBe(404);
    expect((await getOrderByToken(placed.token))?.status).toBe(3);
  });

  it('prices come from the package table whatever the browser sends', async () => {
    const { client } = await organisation();
    const bad = await client.call(createOrder, {
      body: { packageId: 'standard', numberOfMonths: 12, paymentMethod: 'przelewy24', priceNetto: 1 } as never,
    });
    expect(bad.status).toBe(400);
    const placed = await order(client, { packageId: 'premium', numberOfMonths: 24, paymentMethod: 'przelewy24' });
    expect((await client.call(getOrderInfo, { params: { token: placed.token } })).body.priceBrutto).toBe(
      priceOf('premium', 24).gross,
    );
  });
});
