import { useMutation } from '@tanstack/react-query';
import { getLogChain } from '@shared/contracts/logs/get-log-chain.js';
import { ChainCheck, type ChainVerdict } from '@shared/crypto/log-chain.js';
import { callApi } from '@/lib/api-client.js';

/**
 * 'Sprawdź integralność': reads the whole log page by page and recomputes every hash and link of
 * each of its chains here, in the browser (WebCrypto SHA-256, shared/crypto/log-chain.ts),
 * against the heads the server gave with the first page, and against the latest anchor of those
 * heads kept outside the table (a log rewritten consistently, heads included, no longer holds
 * what the anchor holds). `onProgress` hears how many entries were read so far.
 */
export async function checkLogChain(onProgress: (entries: number) => void = () => undefined): Promise<ChainVerdict> {
  let check: ChainCheck | undefined;
  let cursor: string | undefined;
  let read = 0;
  do {
    const page = await callApi(getLogChain, { query: { cursor } });
    check ??= new ChainCheck(page.heads, page.anchor);
    const broken = await check.add(page.entries);
    read += page.entries.length;
    onProgress(read);
    cursor = broken ? undefined : (page.nextCursor ?? undefined);
  } while (cursor);
  return check.finish();
}

export const useLogChainCheck = (onProgress?: (entries: number) => void) =>
  useMutation({ mutationFn: () => checkLogChain(onProgress) });
