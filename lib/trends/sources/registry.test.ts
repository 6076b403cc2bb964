// The source registry is the one description of the live sources: every adapter has its entry,
// the README's table is what the registry writes, and a fresh install with no keys reads only
// sources whose terms allow a paid product.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "@/env";
import { LIVE_SOURCES } from "../live-sources";
import { adapterOf, SOURCES, sourceOn, sourcesOn } from "./registry";
import { sourcesTable, TABLE_END, TABLE_START, withSourcesTable } from "./registry-doc";

describe("source registry", () => {
  it("describes every adapter, once, and nothing else", () => {
    const ids = SOURCES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const finders = SOURCES.filter((s) => !s.confirms).map(adapterOf);
    expect([...new Set(finders)].sort()).toEqual(LIVE_SOURCES.map((s) => s.name).sort());
    for (const s of SOURCES) {
      expect(s.terms.url).toMatch(/^https:\/\//);
      expect(s.limits).not.toBe("");
      expect(s.keepsTo).not.toBe("");
    }
  });

  it("writes the README's source table (run `npm run docs:sources` when this fails)", () => {
    const readme = readFileSync(path.resolve(process.cwd(), "README.md"), "utf8");
    expect(readme).toContain(TABLE_START);
    expect(withSourcesTable(readme)).toBe(readme);
    for (const s of SOURCES) expect(sourcesTable()).toContain(s.terms.url);
  });

  it("refuses a README without the markers instead of writing somewhere else", () => {
    expect(() => withSourcesTable("# no table here\n")).toThrow(/markers/);
    expect(withSourcesTable(`a\n${TABLE_START}\nold\n${TABLE_END}\nb`)).toBe(
      `a\n${TABLE_START}\n${sourcesTable()}\n${TABLE_END}\nb`,
    );
  });

  it("has a fresh install with no keys read only sources whose terms allow a paid product", () => {
    const fresh = sourcesOn(parseEnv({}));
    expect(fresh.length).toBeGreaterThan(0);
    for (const s of fresh)
      expect({ id: s.id, commercialUse: s.commercialUse }).toEqual({ id: s.id, commercialUse: true });
    // The non-commercial ones need the operator's explicit "1".
    expect(sourceOn("googlenews", parseEnv({}))).toBe(false);
    expect(sourceOn("googlenews", parseEnv({ GOOGLE_NEWS_ENABLED: "1" }))).toBe(true);
    expect(sourceOn("reddit", parseEnv({}))).toBe(false);
    expect(sourceOn("reddit", parseEnv({ REDDIT_ENABLED: "1" }))).toBe(true);
  });

  it("uses an approved Reddit app's credentials instead of keyless access when both halves are set", () => {
    const creds = parseEnv({ REDDIT_CLIENT_ID: "id", REDDIT_CLIENT_SECRET: "secret", REDDIT_ENABLED: "1" });
    expect(sourcesOn(creds).map((s) => s.id)).toContain("reddit");
    expect(sourcesOn(creds).map((s) => s.id)).not.toContain("reddit-keyless");
    expect(sourceOn("reddit", parseEnv({ REDDIT_CLIENT_ID: "id" }))).toBe(false);
  });

  it("turns every source off with LIVE_SOURCES_ENABLED=0, the YouTube Data API too", () => {
    const off = parseEnv({ LIVE_SOURCES_ENABLED: "0", YOUTUBE_API_KEY: "k" });
    expect(SOURCES.filter((s) => sourceOn(s.id, off))).toEqual([]);
    expect(sourceOn("youtube", parseEnv({ YOUTUBE_API_KEY: "k" }))).toBe(true);
    expect(sourceOn("youtube", parseEnv({}))).toBe(false);
  });
});
