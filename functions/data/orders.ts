import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { InvoiceParty, PaymentMethod, PaymentStatus } from '@shared/domain/billing.js';
import { paymentMethods, paymentStatus } from '@shared/domain/billing.js';
import { packageIds, subscriptionPeriods, type PackageId, type SubscriptionPeriod } from '@shared/domain/packages.js';
import { billingTexts } from '@shared/messages/billing.js';
import { dynamo, tableName } from './client.js';
import { conditionHeld, updatedIfConditionHolds } from './conditions.js';
import { DataError, dataConflict, dataNotFound } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import type { TxWrite } from './transact.js';

/** The invoice of a paid order: its number (without gaps per year), and where its files are. */
export interface InvoiceRecord {
  number: string;
  year: number;
  n: number;
  issuedAt: string;
  /** S3 keys, set once the files are made (after the payment's transaction). */
  pdfKey: string | null;
  xmlKey: string | null;
  /** What the e-invoice adapter answered (KSeF reference, or the local stand-in's). */
  ksef: { status: 'validated' | 'rejected' | 'sent'; reference: string | null; errors: string[] } | null;
}

/**
 * An order: what was bought, for how much, by whom, its payment and, once paid,
 * its invoice and what it did to the licence. The buyer's company data is copied at ordering, so
 * the invoice shows what was ordered with even if Settings change later.
 */
export interface OrderRecord {
  tenantId: string;
  orderId: string;
  /** The payment's token: Przelewy24's sessionId and the summary page's `/orderInfo/{token}`. */
  token: string;
  packageId: PackageId;
  months: SubscriptionPeriod;
  paymentMethod: PaymentMethod;
  discountCode: string | null;
  discountPercent: number;
  net: number;
  vat: number;
  gross: number;
  buyer: InvoiceParty;
  buyerEmail: string;
  createdAt: string;
  createdBy: { userId: string; userName: string };
  status: PaymentStatus;
  statusChangedAt: string;
  paymentUrl: string | null;
  paidAt: string | null;
  /** Przelewy24's number of the paid transaction. */
  providerOrderId: number | null;
  licenceChange: { startsAt: string; endsAt: string; creditDays: number } | null;
  invoice: InvoiceRecord | null;
}

const invoiceParty = z.object({
  name: z.string(),
  address: z.string(),
  zipCode: z.string(),
  city: z.string(),
  nip: z.string(),
});

export const orderItem = itemSchema<OrderRecord>(
  'order',
  z.object({
    tenantId: z.string(),
    orderId: z.string(),
    token: z.string(),
    packageId: z.enum(packageIds),
    months: z.literal(subscriptionPeriods),
    paymentMethod: z.enum(paymentMethods),
    discountCode: z.string().nullable(),
    discountPercent: z.number(),
    net: z.number(),
    vat: z.number(),
    gross: z.number(),
    buyer: invoiceParty,
    buyerEmail: z.string(),
    createdAt: z.string(),
    createdBy: z.object({ userId: z.string(), userName: z.string() }),
    status: z.enum(paymentStatus),
    statusChangedAt: z.string(),
    paymentUrl: z.string().nullable(),
    paidAt: z.string().nullable(),
    providerOrderId: z.number().nullable(),
    licenceChange: z.object({ startsAt: z.string(), endsAt: z.string(), creditDays: z.number() }).nullable(),
    invoice: z
      .object({
        number: z.string(),
        year: z.number(),
        n: z.number(),
        issuedAt: z.string(),
        pdfKey: z.string().nullable(),
        xmlKey: z.string().nullable(),
        ksef: z
          .object({
            status: z.enum(['validated', 'rejected', 'sent']),
            reference: z.string().nullable(),
            errors: z.array(z.string()),
          })
          .nullable(),
      })
      .nullable(),
  }),
);
export const paymentTokenItem = itemSchema('paymentToken', z.object({ tenantId: z.string(), orderId: z.string() }));

/** A new order's id: sortable by time (the list reads newest first), unguessable enough not to matter. */
export const newOrderId = (now: Date): string =>
  `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}`;

/** An order and its token claim; a token is random, so its condition fails only on a repeat. */
export function newOrderWrites(order: OrderRecord): TxWrite[] {
  return [
    {
      Put: {
        Item: tableItem(keys.order(order.tenantId, order.orderId), 'order', order),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: dataConflict(),
    },
    {
      Put: {
        Item: tableItem(keys.paymentToken(order.token), 'paymentToken', {
          tenantId: order.tenantId,
          orderId: order.orderId,
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: dataConflict(),
    },
  ];
}

export async function getOrder(tenantId: string, orderId: string): Promise<OrderRecord | null> {
  return getItem(keys.order(tenantId, orderId), orderItem);
}

/** The order a payment token names, whoever's it is (the notification knows no organisation). */
export async function getOrderByToken(token: string): Promise<OrderRecord | null> {
  const payment = await getItem(keys.paymentToken(token), paymentTokenItem);
  return payment && getOrder(payment.tenantId, payment.orderId);
}

/** An organisation's orders, newest first (a bounded set: one per purchase). */
export async function listOrderRecords(tenantId: string): Promise<OrderRecord[]> {
  return (await queryItems(keys.ordersOf(tenantId), orderItem)).reverse();
}

/** The provider registered the payment: the order is in progress with its payment link. */
export async function setPaymentRegistered(order: OrderRecord, paymentUrl: string, now: Date): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(order.tenantId, order.orderId),
      UpdateExpression: 'SET #status = :progress, paymentUrl = :url, statusChangedAt = :now',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':progress': paymentStatus.inProgress,
        ':pending': paymentStatus.pending,
        ':url': paymentUrl,
        ':now': now.toISOString(),
      },
    }),
  );
}

/** No-payment after the summary stopped polling: only an order still in progress changes. Answers the order as it is now. */
export async function setNoPayment(order: OrderRecord, now: Date): Promise<OrderRecord> {
  const updated = await updatedIfConditionHolds({
    Key: keys.order(order.tenantId, order.orderId),
    UpdateExpression: 'SET #status = :none, statusChangedAt = :now',
    ConditionExpression: '#status = :progress',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':none': paymentStatus.noPayment,
      ':progress': paymentStatus.inProgress,
      ':now': now.toISOString(),
    },
  });
  if (updated) return orderItem.parse(updated);
  const current = await getOrder(order.tenantId, order.orderId);
  if (!current) throw dataNotFound();
  return current;
}

/** The order's payment is settled (the failure a replayed or concurrent notification meets). */
export const orderSettled = () => new DataError('CONFLICT', billingTexts.notificationReplayed);

/**
 * Marks the order paid with its invoice number and licence change, once: a second notification
 * (replayed or concurrent) fails this condition and changes nothing.
 */
export function orderPaidWrite(
  order: OrderRecord,
  paid: {
    paidAt: string;
    providerOrderId: number;
    invoice: InvoiceRecord;
    licenceChange: OrderRecord['licenceChange'];
  },
): TxWrite {
  return {
    Update: {
      Key: keys.order(order.tenantId, order.orderId),
      UpdateExpression:
        'SET #status = :paid, statusChangedAt = :at, paidAt = :at, providerOrderId = :pid, invoice = :invoice, licenceChange = :change',
      ConditionExpression: 'attribute_exists(PK) AND #status <> :paid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': paymentStatus.paid,
        ':at': paid.paidAt,
        ':pid': paid.providerOrderId,
        ':invoice': paid.invoice,
        ':change': paid.licenceChange,
      },
    },
    failure: orderSettled(),
  };
}

/** Records where the invoice's files are and what the e-invoice adapter said (after they were made). */
export async function setInvoiceFiles(
  order: OrderRecord,
  files: Pick<InvoiceRecord, 'pdfKey' | 'xmlKey' | 'ksef'>,
): Promise<void> {
  const held = await conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.tenantId, order.orderId),
        UpdateExpression: 'SET invoice.pdfKey = :pdf, invoice.xmlKey = :xml, invoice.ksef = :ksef',
        ConditionExpression: 'attribute_exists(invoice.#number)',
        ExpressionAttributeNames: { '#number': 'number' },
        ExpressionAttributeValues: { ':pdf': files.pdfKey, ':xml': files.xmlKey, ':ksef': files.ksef },
      }),
    ),
  );
  if (!held) throw dataNotFound(billingTexts.invoiceNotReady);
}
