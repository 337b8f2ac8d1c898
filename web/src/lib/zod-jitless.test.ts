import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { configureZodForCsp } from './zod-jitless.js';

describe('configureZodForCsp', () => {
  it('turns on zod’s jitless mode through the global config zod itself reads', () => {
    configureZodForCsp();
    expect(z.config().jitless).toBe(true);
  });

  it('creates the global config when zod has not loaded yet', () => {
    const scope: { __zod_globalConfig?: { jitless?: boolean } } = {};
    configureZodForCsp(scope);
    expect(scope.__zod_globalConfig).toEqual({ jitless: true });
  });
});
