/**
 * Zod probes `new Function('')` to decide whether it may compile parsers; under our CSP (no
 * 'unsafe-eval') the browser reports that probe as a securitypolicyviolation even though zod
 * catches it. Zod keeps its settings on `globalThis.__zod_globalConfig` (created only when
 * missing), so setting `jitless` there first — without importing zod into the first route — turns
 * the probe off. Imported first by the page and the sync worker.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
