import { seller, withVat, VAT_PERCENT, type InvoiceParty } from '@shared/domain/billing.js';
import { packages } from '@shared/domain/packages.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { invoiceTexts, periodLabel } from '@shared/messages/billing.js';
import type { OrderRecord } from '../data/orders.js';

/**
 * What an invoice says, once, for both its forms (the PDF and the FA(3) e-invoice): every element
 * art. 106e ust. 1 of the VAT Act asks of this kind of invoice — the issue date and number (pkt
 * 1–2), the seller and buyer with addresses and NIP (3–5), the date of the supply, which is the
 * payment's (6), one line: the subscription, its unit and quantity, unit net price, net value
 * and rate (7–9, 11–12; a discount is already in the unit price: 10), the sums per rate and the
 * total (13–15). None of the conditional elements applies (docs: the FA(3) Adnotacje in
 * e-invoice.ts). Dates are Polish calendar dates (YYYY-MM-DD); amounts in grosze.
 */
export interface InvoiceDocument {
  number: string;
  issueDate: string;
  saleDate: string;
  /** The licence period the subscription buys (said in the line's name too); null for none. */
  servicePeriod: { from: string; to: string } | null;
  paymentDate: string;
  generatedAt: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  item: string;
  unit: string;
  quantity: number;
  unitNet: number;
  net: number;
  vat: number;
  gross: number;
  vatPercent: number;
}

export function invoiceDocument(order: OrderRecord): InvoiceDocument {
  if (!order.invoice || !order.paidAt) throw new Error(`Order ${order.orderId} has no invoice`);
  const issued = new Date(order.invoice.issuedAt);
  const paid = new Date(order.paidAt);
  const day = (iso: string) => polishCalendarDate(new Date(iso)).split('-').reverse().join('.');
  const change = order.licenceChange;
  const servicePeriod = change
    ? { from: polishCalendarDate(new Date(change.startsAt)), to: polishCalendarDate(new Date(change.endsAt)) }
    : null;
  const period = change ? { from: day(change.startsAt), to: day(change.endsAt) } : { from: '', to: '' };
  const { vat, gross } = withVat(order.net);
  return {
    number: order.invoice.number,
    issueDate: polishCalendarDate(issued),
    saleDate: polishCalendarDate(paid),
    servicePeriod,
    paymentDate: polishCalendarDate(paid),
    generatedAt: issued.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    seller: { name: seller.name, address: seller.address, zipCode: seller.zipCode, city: seller.city, nip: seller.nip },
    buyer: order.buyer,
    item: invoiceTexts.itemName(packages[order.packageId].name, periodLabel(order.months), period.from, period.to),
    // One subscription: the discounted price is the unit net price.
    unit: invoiceTexts.unit,
    quantity: 1,
    unitNet: order.net,
    net: order.net,
    vat,
    gross,
    vatPercent: VAT_PERCENT,
  };
}
