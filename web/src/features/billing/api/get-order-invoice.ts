import { getOrderInvoice } from '@shared/contracts/billing/get-order-invoice.js';
import { callApi } from '@/lib/api-client.js';
import { followLink } from '@/lib/download.js';

/** Downloads a paid order's invoice PDF (a short-lived link, never cached). */
export async function downloadOrderInvoice(orderId: string): Promise<void> {
  const { url, fileName } = await callApi(getOrderInvoice, { params: { orderId } });
  followLink(url, { download: fileName });
}
