/**
 * Zod 4 compiles object parsers with `new Function` and, to see whether it may, probes with
 * `Function('')` when the first object schema is created. The CSP (script-src 'self', no
 * 'unsafe-eval') refuses both and the browser reports a violation on every page load. Jitless
 * parsing is as correct and fast enough for form-sized input. This must run before any schema
 * module is evaluated, so main.tsx imports it first.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (so that every copy of Zod shares
 * it) and adopts an object already there, so the setting is made without importing Zod: Zod then
 * loads only with the screens whose forms use it (docs/decisions/0020).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
