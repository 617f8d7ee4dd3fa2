// Runs before the app's modules (a classic script, executed while the page is parsed): zod reads
// its settings from this global and, with jitless set, never probes for eval (`new Function('')`),
// which the Content-Security-Policy forbids and reports as a violation. Order of modules in the
// bundle cannot guarantee that a call in main.tsx comes before the first schema is built.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
