import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webEnv } from './web-env-plugin.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** What the plugin gives the build for a `.env` file with `lines`. */
function defineFor(lines: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'web-env-'));
  dirs.push(dir);
  writeFileSync(join(dir, '.env'), lines.join('\n'));
  const plugin = webEnv();
  const config = plugin.config as (
    config: { root: string },
    env: { mode: string; command: 'build' },
  ) => { define: Record<string, string> };
  return config({ root: dir }, { mode: 'production', command: 'build' }).define;
}

describe('the build-time settings (VITE_*)', () => {
  it('gives the page every address, the defaults where none is set', () => {
    const env = JSON.parse(defineFor(['VITE_TERMS_URL=https://example.pl/regulamin'])['__WEB_ENV__'] ?? '{}') as Record<
      string,
      string
    >;
    expect(env).toEqual({
      VITE_TERMS_URL: 'https://example.pl/regulamin',
      VITE_PRIVACY_URL: 'https://ostoja.example/polityka-prywatnosci',
    });
  });

  it('stops the build on an address that is not one', () => {
    expect(() => defineFor(['VITE_TERMS_URL=regulamin'])).toThrow(/VITE_TERMS_URL/);
  });
});
