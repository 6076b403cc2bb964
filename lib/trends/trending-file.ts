// Reading a trending CSV from disk for the command-line tools (`npm run import:trending`,
// `npm run bench:trends`): whatever is wrong with the file (missing, empty, an archive, binary,
// other columns, no usable row) is said in one line naming the file, never a stack trace.
import { readFileSync } from "node:fs";
import path from "node:path";
import { readTrendingRows } from "./csv";
import type { SignalItem } from "./core/types";

export type TrendingFile = { name: string; items: SignalItem[]; rows: number };

const DAY_FORMS = '"13.09", "17.14.11" or "2020-08-12T00:00:00Z"';

function problemWithBytes(bytes: Buffer): string | null {
  if (bytes.length === 0 || bytes.toString("utf8").trim() === "") return "the file is empty";
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return "a zip archive, not a CSV: unzip it and pass the CSV inside";
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return "a gzip archive, not a CSV: gunzip it and pass the CSV inside";
  const head = bytes.subarray(0, 65_536);
  // A text CSV has no NUL byte, and bytes that are not UTF-8 decode to U+FFFD.
  const decoded = head.toString("utf8");
  const invalid = (decoded.match(/\uFFFD/g) ?? []).length;
  if (head.includes(0) || invalid > Math.max(3, decoded.length / 100))
    return "binary data, not a CSV text file (a CSV export in UTF-8 is needed)";
  return null;
}

/** The items of the trending CSV at `file`; throws an Error whose message is one line naming the file. */
export function readTrendingFile(file: string): TrendingFile {
  const name = path.basename(file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "a folder, not a file" : (code ?? "unreadable");
    throw new Error(`${name}: cannot be read (${why})`);
  }
  const problem = problemWithBytes(bytes);
  if (problem) throw new Error(`${name}: ${problem}`);
  const { items, rows } = readTrendingRows(bytes.toString("utf8"), name);
  if (rows === 0) throw new Error(`${name}: a header and no rows`);
  if (items.length === 0)
    throw new Error(
      `${name}: none of its ${rows} rows has a video id and a trending date in a known form (${DAY_FORMS})`,
    );
  return { name, items, rows };
}
