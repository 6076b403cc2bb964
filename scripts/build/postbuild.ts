// `npm run build` step 2, after `next build`: post-processing of the build output (see each step).
import { addCompileHints } from "./compile-hints";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const changed = addCompileHints(distDir);
console.log(`Compile hints: ${changed.length} framework chunk(s) in ${distDir} marked for eager compilation`);
