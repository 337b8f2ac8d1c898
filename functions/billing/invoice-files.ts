import { extname } from 'node:path';
import { sendEInvoice } from '../adapters/e-invoices/ksef.js';
import { putObject } from '../adapters/s3.js';
import { objectKeys } from '../data/object-keys.js';
import { setInvoiceFiles, type OrderRecord } from '../data/orders.js';
import { eInvoiceXml } from './e-invoice.js';
import { invoiceDocument } from './invoice-document.js';
import type * as renderer from './invoice-pdf.js';

/**
 * The PDF renderer (pdf-lib and fontkit, about 1.4 MB of code), loaded only when an invoice is
 * made, from the module beside this one with this one's extension: in Lambda the bundle of its own
 * that infra/billing.ts puts beside the handler's (`invoice-pdf.mjs`), so a cold start never
 * parses it; run from the sources, `invoice-pdf.ts`. A computed specifier, so that esbuild leaves
 * it out of the handler's bundle.
 */
const rendererUrl = new URL(`./invoice-pdf${extname(new URL(import.meta.url).pathname)}`, import.meta.url).href;
const loadRenderer = (): Promise<typeof renderer> => import(rendererUrl);

/**
 * Makes a paid order's invoice files (the PDF and the FA(3) e-invoice), keeps them in the files
 * bucket, hands the e-invoice to the KSeF adapter and records all of it on the order. Repeating it
 * writes the same documents again (the number and dates come from the order).
 */
export async function makeInvoiceFiles(order: OrderRecord): Promise<OrderRecord> {
  const doc = invoiceDocument(order);
  const pdfKey = objectKeys.invoicePdf(order.tenantId, order.orderId);
  const xmlKey = objectKeys.invoiceXml(order.tenantId, order.orderId);
  const xml = eInvoiceXml(doc);
  const { invoicePdf } = await loadRenderer();
  await putObject(pdfKey, await invoicePdf(doc), 'application/pdf');
  await putObject(xmlKey, new TextEncoder().encode(xml), 'application/xml');
  const ksef = await sendEInvoice(xml);
  await setInvoiceFiles(order, { pdfKey, xmlKey, ksef });
  return { ...order, invoice: { ...order.invoice!, pdfKey, xmlKey, ksef } };
}
