// Numbers said aloud: "$250,000" is "two hundred fifty thousand dollars", "2026" is "twenty
// twenty-six", "3:05pm" is "three oh five p m". The words for a whole number and its ordinal come
// from n2words (American English: hyphenated tens, no "and" after hundreds); what is here is how a
// written token is read: decimals digit by digit, years in pairs, prices, magnitudes, units,
// fractions, times of day and ranges. Writers time scripts by these words; so this is the one place
// that decides how a figure is said.
import { toCardinal, toOrdinal } from "n2words/en-US";

// Data, not rules: how the abbreviations that follow a figure are said. Currency symbols before a
// figure, with the singular and the plural name.
const CURRENCY: Record<string, [string, string]> = {
  $: ["dollar", "dollars"],
  "€": ["euro", "euros"],
  "£": ["pound", "pounds"],
  "¥": ["yen", "yen"],
  "₹": ["rupee", "rupees"],
};
// Magnitude suffixes ("1.5M", "20k", "3bn").
const MAGNITUDE: Record<string, string> = {
  k: "thousand",
  m: "million",
  mm: "million",
  b: "billion",
  bn: "billion",
  t: "trillion",
  tn: "trillion",
};
// Unit suffixes, lowercased ("15%", "5kg", "60fps"); letters read one by one are spaced ("a m").
const UNITS: Record<string, string> = {
  "%": "percent",
  x: "x",
  kg: "kilograms",
  g: "grams",
  lb: "pounds",
  lbs: "pounds",
  oz: "ounces",
  km: "kilometers",
  mi: "miles",
  ft: "feet",
  cm: "centimeters",
  ml: "milliliters",
  l: "liters",
  min: "minutes",
  mins: "minutes",
  sec: "seconds",
  secs: "seconds",
  h: "hours",
  hr: "hours",
  hrs: "hours",
  ms: "milliseconds",
  am: "a m",
  pm: "p m",
  fps: "f p s",
  gb: "gigabytes",
  mb: "megabytes",
  tb: "terabytes",
  hz: "hertz",
  ghz: "gigahertz",
  w: "watts",
  "°": "degrees",
  "°c": "degrees celsius",
  "°f": "degrees fahrenheit",
  p: "p",
  d: "d",
  mph: "miles per hour",
  cal: "calories",
  kcal: "calories",
};
// Fractions written with a slash that are said by name rather than "one slash two".
const FRACTIONS: Record<string, string> = {
  "1/2": "one half",
  "1/3": "one third",
  "2/3": "two thirds",
  "1/4": "one quarter",
  "3/4": "three quarters",
};

// Past decillions nobody says the scale words; a longer number is read digit by digit.
const MAX_SAID_DIGITS = 36;

const digitByDigit = (digits: string) => [...digits].map((d) => toCardinal(d)).join(" ");

type Parsed = { sign: string; whole: string; fraction: string };

/** A number or numeric string split into sign words, whole digits (no leading zeros) and decimals. */
function parse(value: number | string): Parsed | null {
  let s: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    s = value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
  } else
    s = String(value ?? "")
      .trim()
      .replace(/[,_\s]/g, "");
  const m = /^([+\-−]?)(\d*)(?:\.(\d+))?$/.exec(s);
  if (!m || (!m[2] && !m[3])) return null;
  const sign = m[1] === "-" || m[1] === "−" ? "minus " : m[1] === "+" ? "plus " : "";
  return { sign, whole: (m[2] || "0").replace(/^0+(?=\d)/, ""), fraction: m[3] ?? "" };
}

const wholeToWords = (digits: string) => (digits.length > MAX_SAID_DIGITS ? digitByDigit(digits) : toCardinal(digits));

/** Cardinal words for a number or numeric string: 250000 -> "two hundred fifty thousand", "1.5" -> "one point five". */
export function numberToWords(value: number | string): string {
  const n = parse(value);
  if (!n) return "";
  const whole = wholeToWords(n.whole);
  return n.sign + (n.fraction ? `${whole} point ${digitByDigit(n.fraction)}` : whole);
}

/**
 * "21" -> "twenty-first". A number with no ordinal in use (zero, a decimal, one read digit by
 * digit) is said as its cardinal.
 */
export function ordinalToWords(value: number | string): string {
  const n = parse(value);
  if (!n) return "";
  if (n.fraction || /^0$/.test(n.whole) || n.whole.length > MAX_SAID_DIGITS) return numberToWords(value);
  return n.sign + toOrdinal(n.whole);
}

/** Years as people say them: 2026 -> "twenty twenty-six", 2005 -> "two thousand five", 1905 -> "nineteen oh five". */
export function yearToWords(year: number): string {
  if (year >= 2000 && year <= 2009) return numberToWords(year);
  const hi = Math.floor(year / 100);
  const lo = year % 100;
  if (lo === 0) return `${numberToWords(hi)} hundred`;
  return `${numberToWords(hi)} ${lo < 10 ? "oh " : ""}${numberToWords(lo)}`;
}

// A decade or a round count in the plural ("90s", "1900s"): its last number word takes -s, "-ty" -ies.
const decades = (words: string) => words.replace(/y$/, "ie") + "s";

const isYear = (digits: string) => digits.length === 4 && Number(digits) >= 1100 && Number(digits) <= 2099;

function expandNumber(sign: string, whole: string, frac: string | undefined, suffix: string, grouped: boolean): string {
  const base = numberToWords(`${sign}${whole}${frac ? "." + frac : ""}`);
  const suf = suffix.toLowerCase().replace(/^['’]/, "");
  if (!suf) return !sign && !frac && !grouped && isYear(whole) ? yearToWords(Number(whole)) : base;
  if (!frac && /^(st|nd|rd|th)$/.test(suf)) return ordinalToWords(`${sign}${whole}`);
  if (suf === "s" && !frac && Number(whole) % 10 === 0)
    return decades(isYear(whole) ? yearToWords(Number(whole)) : base);
  if (MAGNITUDE[suf]) return `${base} ${MAGNITUDE[suf]}`;
  if (UNITS[suf]) return `${base} ${UNITS[suf]}`;
  return `${base} ${suf}`;
}

const NUM = /^([+\-−]?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?([a-z%°'’]*)$/i;

function spokenNumber(tok: string): string | null {
  const m = NUM.exec(tok);
  if (!m || (!m[2] && !m[3])) return null;
  return expandNumber(m[1], (m[2] ?? "0").replace(/,/g, ""), m[3], m[4], (m[2] ?? "").includes(","));
}

// Minutes after the hour and cents after a price's whole amount: 5 -> "oh five", 45 -> "forty-five".
const pair = (n: number) => (n < 10 ? `oh ${numberToWords(n)}` : numberToWords(n));

function spokenMoney(symbol: string, body: string): string | null {
  const [one, many] = CURRENCY[symbol];
  const cents = /^(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})$/.exec(body);
  if (cents) {
    // Prices are said "nineteen ninety-nine", small amounts "ninety-nine cents".
    const whole = cents[1].replace(/,/g, "");
    if (Number(whole) === 0) return `${numberToWords(cents[2])} cents`;
    const c = Number(cents[2]);
    return `${numberToWords(whole)} ${c === 0 ? many : pair(c)}`;
  }
  const words = spokenNumber(body);
  if (!words) return null;
  return `${words} ${/^1$/.test(body) ? one : many}`;
}

function spokenTime(hours: string, minutes: string, meridiem: string | undefined): string {
  const mm = Number(minutes);
  const mins = mm === 0 ? (meridiem ? "" : "o'clock") : pair(mm);
  return [numberToWords(hours), mins, meridiem ? UNITS[meridiem.toLowerCase()] : ""].filter(Boolean).join(" ");
}

const stripEdges = (t: string) => t.replace(/^[("'“‘¿¡*_<>\[{]+/u, "").replace(/[.,!?;:)"'”’…*_>\]}]+$/u, "");

/** Spoken form of one whitespace-free token ("" when nothing is said, e.g. an emoji). */
export function spokenToken(raw: string): string {
  const tok = stripEdges(raw);
  if (!tok) return "";
  if (!/\d/.test(tok)) {
    if (tok === "&") return "and";
    if (tok === "+") return "plus";
    if (tok === "=") return "equals";
    if (tok === "@") return "at";
    if (!/[\p{L}\p{N}]/u.test(tok)) return "";
    return tok.replace(/^@/, "at ").replace(/^#/, "hashtag ").replace(/[/&]/g, " and ");
  }
  const num = spokenNumber(tok);
  if (num) return num;
  const money = /^([+\-−]?)([$€£¥₹])(.+)$/u.exec(tok);
  if (money) {
    const words = spokenMoney(money[2], money[3]);
    if (words) return (money[1] ? "minus " : "") + words;
  }
  if (/^#\d+$/.test(tok)) return `number ${numberToWords(tok.slice(1))}`;
  const time = /^(\d{1,2}):(\d{2})(am|pm)?$/i.exec(tok);
  if (time) return spokenTime(time[1], time[2], time[3]);
  if (FRACTIONS[tok]) return FRACTIONS[tok];
  const range = /^([^\-–]*\d[^\-–]*)[-–]([^\-–]*\d[^\-–]*)$/.exec(tok);
  if (range && spokenNumber(range[2]) !== null) return `${spokenToken(range[1])} to ${spokenToken(range[2])}`;
  if (/[-–—/]/.test(tok))
    return tok
      .split(/[-–—/]+/)
      .map(spokenToken)
      .filter(Boolean)
      .join(" ");
  // Mixed letters and digits ("ps5", "gta6", "3d"): say each run.
  return (tok.match(/\d+(?:\.\d+)?|[^\d]+/g) ?? [])
    .map((run) => (/^\d/.test(run) ? numberToWords(run) : /[\p{L}]/u.test(run) ? run : ""))
    .filter(Boolean)
    .join(" ");
}

/** The words said for a plain text: each whitespace-separated token in its spoken form. */
export function spokenWords(text: string): string {
  return String(text ?? "")
    .split(/\s+/)
    .map(spokenToken)
    .filter(Boolean)
    .join(" ");
}
