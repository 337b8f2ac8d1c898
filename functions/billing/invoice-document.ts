import { seller, withVat, VAT_PERCENT, type InvoiceParty } from '@shared/domain/billing.js';
import { packages } from '@shared/domain/packages.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { invoiceTexts, periodLabel } from '@shared/messages/billing.js';
import type { OrderRecord } from '../data/orders.js';

/**
 * What an invoice says, once, for both its forms (the PDF and the FA(3) e-invoice): the seller
 * and buyer with their NIP, one line (the subscription), net, VAT 23 %, gross, the dates.
 * Dates are Polish calendar dates.
 */
export interface InvoiceDocument {
  number: string;
  issueDate: string;
  saleDate: string;
  paymentDate: string;
  generatedAt: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  item: string;
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
  const period = order.licenceChange ? { from: day(order.licenceChange.startsAt), to: day(order.licenceChange.endsAt) } : { from: '', to: '' };
  const { vat, gross } = withVat(order.net);
  return {
    number: order.invoice.number,
    issueDate: polishCalendarDate(issued),
    saleDate: polishCalendarDate(paid),
    paymentDate: polishCalendarDate(paid),
    generatedAt: issued.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    seller: { name: seller.name, address: seller.address, zipCode: seller.zipCode, city: seller.city, nip: seller.nip },
    buyer: order.buyer,
    item: invoiceTexts.itemName(packages[order.packageId].name, periodLabel(order.months), period.from, period.to),
    net: order.net,
    vat,
    gross,
    vatPercent: VAT_PERCENT,
  };
}
