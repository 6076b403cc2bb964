// The niche table is the one definition of a preset: every reader derives from it (the trend
// matcher, Reddit's communities, the curated examples' category), and its rows don't collide.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CURATED_NICHES } from "@/lib/trends/curated-topics";
import { curatedSignalItems } from "@/lib/trends/curated-seed";
import { nicheMatcher, PRESET_NICHES } from "@/lib/trends/core/niche";
import { NICHE_MAX_CHARS, NICHES, nicheByKey, resolveNiche, sanitizeNiche, type NicheKey } from "./index";
import { rowName, rowsFile } from "./rows-file";

const dir = path.resolve(process.cwd(), "lib/niches");

describe("the niche table", () => {
  it("has one file per preset, each row under its own key", () => {
    const files = readdirSync(path.join(dir, "presets"))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => f.replace(/\.ts$/, ""));
    expect(files.sort()).toEqual(NICHES.map((n) => n.key).sort());
  });

  it("lists every row file in rows.ts (run `npm run niches:rows` when this fails)", () => {
    expect(readFileSync(path.join(dir, "rows.ts"), "utf8")).toBe(rowsFile(readdirSync(path.join(dir, "presets"))));
    expect(rowsFile(["van-life.ts", "food.ts", "food.test.ts"])).toMatch(
      /import \{ food \} from "\.\/presets\/food";\nimport \{ vanLife \} from "\.\/presets\/van-life";\n\nexport const ROWS = \{\n {2}food,\n {2}vanLife,\n\};/,
    );
    expect(rowName("van-life.ts")).toBe("vanLife");
  });

  it("keeps its keys literal and its rows in the order they give", () => {
    // A row written without presetRow() widens every key to string: this line then compiles, and
    // the typecheck fails on the unused expectation.
    // @ts-expect-error no preset has this key
    const notAKey: NicheKey = "no such preset";
    expect(nicheByKey(notAKey)).toBeUndefined();
    const orders = NICHES.map((n) => n.order);
    expect(orders).toEqual([...new Set(orders)].sort((a, b) => a - b));
    expect(resolveNiche("fitness food").vocab).toBe("fitness");
    expect(resolveNiche("bodybuilding").vocab).toBe("fitness");
  });

  it("names each preset one way: no alias or label belongs to two presets", () => {
    const names = NICHES.flatMap((n) => [n.key, n.label.toLowerCase(), ...n.aliases]);
    const owners = new Map<string, Set<string>>();
    NICHES.forEach((n) =>
      [n.key, n.label.toLowerCase(), ...n.aliases].forEach((a) =>
        owners.set(a, (owners.get(a) ?? new Set()).add(n.key)),
      ),
    );
    expect([...owners].filter(([, o]) => o.size > 1)).toEqual([]);
    for (const name of names) expect(resolveNiche(name).preset).toBeDefined();
  });

  it("is what the trend matcher, the communities and the curated examples read", () => {
    for (const n of NICHES) {
      expect(PRESET_NICHES[n.key]).toEqual({
        label: n.label,
        categoryIds: n.categoryIds,
        categoryAlone: n.categoryAlone,
        terms: n.terms,
      });
      for (const alias of n.aliases)
        expect(nicheMatcher(resolveNiche(alias))).toMatchObject({ key: n.key, preset: true });
      expect(n.communities.subreddits.length).toBeGreaterThan(0);
      for (const sub of n.communities.subreddits) expect(sub).toMatch(/^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/);
    }
    expect(CURATED_NICHES.every((c) => nicheByKey(c.niche))).toBe(true);
    for (const item of curatedSignalItems(new Date("2026-03-01T12:00:00Z")).slice(0, 200))
      expect(item.categoryId).toBe(nicheByKey(item.niche!)!.categoryIds[0]);
  });
});

it("keeps a typed niche to the table's limit, cleaned", () => {
  expect(sanitizeNiche(" home\u200B decor\n")).toBe("home decor");
  expect(Array.from(sanitizeNiche("😀".repeat(100)))).toHaveLength(NICHE_MAX_CHARS);
});
