// Imported first by every schema module in lib/schemas (lib/schemas/zod-setup.test.tsx checks),
// so it runs before any of them builds a schema. In the browser, zod 4 otherwise probes
// `new Function("")` when it builds its first object schema, to decide whether it may compile fast
// parsers; our Content-Security-Policy has no 'unsafe-eval', so the probe only fails and logs a CSP
// violation on every page with a form. On the server the fast parsers stay on.
// (A module re-exporting zod's `z` would do the same job, but it defeats the bundler's pruning of
// zod's namespace and costs 60 KB gzip on the form pages.)
import { config } from "zod";

if (typeof window !== "undefined") config({ jitless: true });
