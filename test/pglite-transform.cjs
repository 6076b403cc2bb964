// Jest transformer for PGlite's CommonJS build only: it loads Node built-ins with dynamic
// import(), which jest's CommonJS runtime cannot execute. Built-ins are the same through process.getBuiltinModule().
const BUILTIN_IMPORT =
  /\bimport\((["'])((?:node:)?(?:fs|fs\/promises|module|stream|stream\/promises|util|zlib|path|url|crypto))\1\)/g;

module.exports = {
  process(source) {
    return { code: source.replace(BUILTIN_IMPORT, "Promise.resolve(process.getBuiltinModule($1$2$1))") };
  },
  getCacheKey(source, path) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS jest transformer
    return require("node:crypto").createHash("sha1").update("pglite-v2").update(path).update(source).digest("hex");
  },
};
