/**
 * zod's settings before any schema is built, in a worker (where public/zod-no-eval.js, a classic
 * script of the page, does not run): jitless, so zod never probes for eval, which the
 * Content-Security-Policy forbids and reports. Imported first by the worker.
 */
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
