import { getOrderInvoice } from '@shared/contracts/billing/get-order-invoice.js';
import { billingTexts, invoiceTexts } from '@shared/messages/billing.js';
import { presignDownload } from '../adapters/s3.js';
import { getOrder } from '../data/orders.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { refuseInternalSales } from './billing-access.js';
import { makeInvoiceFiles } from './invoice-files.js';

/** The invoice of a paid order: a short-lived link; files a failure left unmade are made now. */
export const handler = defineHandler(getOrderInvoice, async ({ caller, params }) => {
  refuseInternalSales(caller.tenant);
  let order = await getOrder(caller.tenant.tenantId, params.orderId);
  if (!order) throw notFound(billingTexts.orderNotFound);
  if (order.status !== 4 || !order.invoice) throw new HttpError('CONFLICT', billingTexts.invoiceNotReady);
  if (!order.invoice.pdfKey) order = await makeInvoiceFiles(order);
  const fileName = invoiceTexts.fileName(order.invoice!.number);
  return {
    url: await presignDownload(order.invoice!.pdfKey!, fileName, 'application/pdf'),
    invoiceNumber: order.invoice!.number,
    fileName,
  };
});
