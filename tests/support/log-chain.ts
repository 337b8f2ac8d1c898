import { expect } from 'vitest';
import { getLogChain } from '@shared/contracts/index.js';
import { ChainCheck, type ChainVerdict } from '@shared/crypto/log-chain.js';
import type { TestClient } from './api-client.js';

/** What 'Sprawdź integralność' concludes: the chain endpoint's pages through the shared verifier. */
export async function chainVerdict(client: TestClient): Promise<ChainVerdict> {
  let check: ChainCheck | undefined;
  let cursor: string | undefined;
  do {
    const page = await client.call(getLogChain, { query: { cursor } });
    expect(page.status).toBe(200);
    check ??= new ChainCheck(page.body.heads, page.body.anchor);
    await check.add(page.body.entries);
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  return check.finish();
}
