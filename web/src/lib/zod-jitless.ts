/**
 * Imported first by main.tsx, before any schema parses. Zod 4 compiles object parsers with
 * `new Function` when it can, and probes for that with a `new Function("")` in a try/catch: our
 * CSP (no 'unsafe-eval') refuses it and the browser reports a `securitypolicyviolation`
 * on every page even though zod swallows the error. `jitless` skips the probe and the compiler;
 * parsing stays correct, only the JIT fast path is off (irrelevant at form sizes).
 *
 * Zod keeps its global configuration on `globalThis.__zod_globalConfig` (shared by every copy
 * of zod; `z.config()` writes there too). Setting the flag there instead of calling `z.config`
 * keeps zod out of the entry chunk, so routes that never validate (the public form's first
 * paint) do not pay for it. zod-jitless.test.ts checks that zod reads it.
 */
export function configureZodForCsp(scope: object = globalThis): void {
  const holder = scope as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

configureZodForCsp();
