/**
 * Zod 4 compiles object parsers with `new Function` and, to see whether it may, probes with
 * `Function('')` when the first object schema is created. The CSP (script-src 'self', no
 * 'unsafe-eval') refuses both and the browser reports a violation on every page load. Jitless
 * parsing is as correct and fast enough for form-sized input. This must run before any schema
 * module is evaluated, so main.tsx imports it first.
 */
import { z } from 'zod';

z.config({ jitless: true });
