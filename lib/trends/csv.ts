// Import of the Kaggle "Trending YouTube Video Statistics" files: one row per video per day it
// was on the trending list. Three layouts exist: the 2017 one (`date` "DD.MM", `comment_total`),
// the 2017-2018 one (`trending_date` "YY.DD.MM", `comment_count`, `publish_time`, ...) and the one
// from 2020 on (`trending_date` as an ISO time, `channelTitle`, `categoryId`, `view_count`, ...).
import { normalizeTag } from "./core/text";
import type { SignalItem } from "./core/types";

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks; records end in
 * CRLF, LF or CR. Lenient where the RFC is silent: a quote inside an unquoted field is literal,
 * text after a closing quote is kept, blank lines are skipped, an unterminated quote runs to EOF.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const endRecord = () => {
    if (!(row.length === 1 && row[0] === "")) rows.push(row);
    row = [];
  };
  while (i <= n) {
    if (i === n) {
      // A final record without a trailing newline (or a trailing separator) still counts.
      if (row.length > 0) {
        row.push("");
        endRecord();
      }
      break;
    }
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      let out = "";
      let start = ++i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          out += text.slice(start);
          i = n;
          break;
        }
        if (text.charCodeAt(q + 1) === QUOTE) {
          out += text.slice(start, q + 1);
          i = start = q + 2;
          continue;
        }
        out += text.slice(start, q);
        i = q + 1;
        break;
      }
      // Stray characters between the closing quote and the separator are kept, not dropped.
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === LF || c === CR) break;
        j++;
      }
      field = out + text.slice(i, j);
      i = j;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === COMMA || c === LF || c === CR) break;
        j++;
      }
      field = text.slice(i, j);
      i = j;
    }
    row.push(field);
    if (i >= n) {
      endRecord();
      break;
    }
    const c = text.charCodeAt(i);
    if (c === COMMA) {
      i++;
      if (i === n) {
        row.push("");
        endRecord();
        break;
      }
    } else {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      endRecord();
    }
  }
  return rows;
}

function baseName(fileName: string): string {
  const parts = fileName.split(/[\\/]/);
  return parts[parts.length - 1] || fileName;
}

function count(s: string | undefined): number {
  const v = Number.parseInt((s ?? "").trim(), 10);
  return Number.isFinite(v) && v > 0 ? v : 0;
}

// "13.09" (2017 layout: the files cover Sep-Nov 2017 only), "17.14.11" (YY.DD.MM) or, from 2020
// on, "2020-08-12T00:00:00Z" (an ISO time: its UTC day).
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]|$)/;
function trendingDay(raw: string): Date | null {
  const iso = ISO_DAY.exec(raw.trim());
  const parts = raw.trim().split(".");
  let y: number, d: number, m: number;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (parts.length === 2) [y, d, m] = [2017, Number(parts[0]), Number(parts[1])];
  else if (parts.length === 3) [y, d, m] = [2000 + Number(parts[0]), Number(parts[1]), Number(parts[2])];
  else return null;
  if (![y, d, m].every(Number.isInteger) || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCDate() === d ? date : null; // rejects 31.09
}

export function parseTags(raw: string): string[] {
  const s = raw.trim();
  if (!s || s === "[none]") return [];
  const out = new Set<string>();
  for (const part of s.split("|")) {
    const t = normalizeTag(part);
    if (t && t !== "[none]") out.add(t);
  }
  return [...out];
}

// The columns read, each by its name in any layout (compared without case, spaces or underscores).
const COLUMNS = {
  id: ["video_id"],
  title: ["title"],
  channel: ["channel_title", "channelTitle"],
  category: ["category_id", "categoryId"],
  tags: ["tags"],
  views: ["views", "view_count"],
  likes: ["likes"],
  comments: ["comment_total", "comment_count"],
  day: ["date", "trending_date"],
  removed: ["video_error_or_removed"],
} as const;
const REQUIRED = ["id", "title", "channel", "views", "day"] as const;
const bare = (name: string) => name.trim().toLowerCase().replace(/[\s_]/g, "");

/** Parses a trending CSV (any layout) into signal items; rows without an id or a valid day are skipped. */
export function parseTrendingCsv(text: string, fileName: string): SignalItem[] {
  return readTrendingRows(text, fileName).items;
}

/** The items of a trending CSV and how many data rows it had (the rest were skipped). */
export function readTrendingRows(text: string, fileName: string): { items: SignalItem[]; rows: number } {
  const rows = parseCsv(text);
  if (rows.length === 0) return { items: [], rows: 0 };
  const header = rows[0].map(bare);
  const c = Object.fromEntries(
    Object.entries(COLUMNS).map(([k, names]) => [k, Math.max(...names.map((n) => header.indexOf(bare(n))))]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = REQUIRED.filter((k) => c[k] < 0);
  if (missing.length) {
    const first = rows[0]
      .join(",")
      .replace(/[\p{C}\s]+/gu, " ")
      .slice(0, 80);
    throw new Error(
      `${baseName(fileName)}: not a YouTube trending CSV: no ${missing.map((k) => COLUMNS[k].join(" or ")).join(", no ")} column ` +
        `(its first line reads "${first}")`,
    );
  }
  const source = `import:${baseName(fileName)}`;
  const items: SignalItem[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r];
    const id = (row[c.id] ?? "").trim();
    const day = trendingDay(row[c.day] ?? "");
    if (!id || !day) continue;
    if (c.removed >= 0 && row[c.removed]?.trim().toLowerCase() === "true") continue;
    const category = c.category >= 0 ? Number.parseInt(row[c.category] ?? "", 10) : NaN;
    items.push({
      source,
      externalId: id,
      title: (row[c.title] ?? "").trim(),
      tags: c.tags >= 0 ? parseTags(row[c.tags] ?? "") : [],
      channel: (row[c.channel] ?? "").trim(),
      categoryId: Number.isInteger(category) ? category : null,
      views: count(row[c.views]),
      likes: c.likes >= 0 ? count(row[c.likes]) : 0,
      comments: c.comments >= 0 ? count(row[c.comments]) : 0,
      observedAt: day,
      niche: null,
    });
  }
  return { items, rows: rows.length - 1 };
}
