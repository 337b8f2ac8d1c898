import { describe, expect, it } from 'vitest';
import frozen from './test/test-vectors.json';
import { checkVectors, computeVectors, type CryptoVectors } from './test/vectors';

const vectors = frozen as unknown as CryptoVectors;

describe('frozen test vectors', () => {
  it('are reproduced exactly from their inputs (the formats have not drifted)', async () => {
    expect(await computeVectors()).toEqual(vectors);
  });

  it('decrypt with the frozen inputs', async () => {
    const results = await checkVectors(vectors);
    expect(results.length).toBeGreaterThanOrEqual(15);
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });
});
