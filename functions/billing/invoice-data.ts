import type { InvoiceParty } from '@shared/domain/billing.js';
import { isValidNip } from '@shared/domain/nip.js';
import type { Tenant } from '../data/tenants.js';

/**
 * Company data limits (docs/features.md, "Limits and rules"): name, address and city at least 3 characters, zip code
 * at least 5.
 */
const long = (value: string | undefined, min: number): value is string =>
  typeof value === 'string' && value.trim().length >= min;

/**
 * The organisation's company data as an invoice's buyer, or null while it is incomplete (the
 * spec's "Check customer data": ordering is blocked until name, address, zip code, city and a
 * valid NIP are filled in Settings).
 */
export function buyerOf(tenant: Pick<Tenant, 'name' | 'address' | 'zipCode' | 'city' | 'nip'>): InvoiceParty | null {
  const { name, address, zipCode, city, nip } = tenant;
  if (!long(name, 3) || !long(address, 3) || !long(zipCode, 5) || !long(city, 3) || !nip || !isValidNip(nip))
    return null;
  return { name: name.trim(), address: address.trim(), zipCode: zipCode.trim(), city: city.trim(), nip };
}
