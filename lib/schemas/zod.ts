// The one import of zod's `z` for app code (eslint enforces it; type-only imports may still name
// "zod"). In the browser, zod 4 probes `new Function("")` when it builds its first object schema,
// to decide whether it may compile fast parsers. Our Content-Security-Policy has no 'unsafe-eval',
// so the probe only fails and logs a CSP violation on every page with a form (Lighthouse best
// practices). Importing z from here switches that probe off before any schema exists; on the
// server the JIT stays on.
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
