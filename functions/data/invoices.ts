import * as z from 'zod';
import { invoiceNumber } from '@shared/domain/billing.js';
import { DataError } from './data-error.js';
import { entityVersions, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { TxWrite } from './transact.js';

/** Another invoice of the year took the number first: read the counter again and retry. */
export const invoiceNumberTaken = () => new DataError('CONFLICT', 'invoice number taken');

export const invoiceCounterItem = itemSchema('invoiceCounter', z.object({ last: z.number() }));

/** The next invoice number of a year as the counter stands now (consistent read). */
export async function nextInvoiceNumber(year: number): Promise<{ year: number; n: number; number: string }> {
  const n = ((await getItem(keys.invoiceCounter(year), invoiceCounterItem))?.last ?? 0) + 1;
  return { year, n, number: invoiceNumber(n, year) };
}

/**
 * Takes number `n` of the year inside the payment's transaction: the counter moves from n − 1 to
 * n only if nobody moved it meanwhile, and the register entry is claimed once. A transaction that
 * fails takes no number, so the numbers of a year have no gaps.
 */
export function invoiceNumberWrites(
  allocated: { year: number; n: number; number: string },
  owner: { tenantId: string; orderId: string; issuedAt: string },
): TxWrite[] {
  const { year, n } = allocated;
  return [
    {
      Update: {
        Key: keys.invoiceCounter(year),
        UpdateExpression: 'SET #last = :n, entity = :entity, v = :v',
        ConditionExpression: n === 1 ? 'attribute_not_exists(#last)' : '#last = :previous',
        ExpressionAttributeNames: { '#last': 'last' },
        ExpressionAttributeValues: {
          ':n': n,
          ':entity': 'invoiceCounter',
          ':v': entityVersions.invoiceCounter,
          ...(n === 1 ? {} : { ':previous': n - 1 }),
        },
      },
      failure: invoiceNumberTaken(),
    },
    {
      Put: {
        Item: tableItem(keys.invoiceRegisterEntry(year, n), 'invoiceRegisterEntry', {
          number: allocated.number,
          year,
          n,
          ...owner,
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: invoiceNumberTaken(),
    },
  ];
}
