// Spoken-word counting for timing cues: a script is timed by what the creator says out loud,
// so "$250,000" is five words ("two hundred fifty thousand dollars"), not one. Hyphenated
// words count per part ("twenty-six" is two), matching how long they take to say.

export const WORDS_PER_SECOND = 2.5;

/**
 * A line the creator fills in: "[your one-line take on deload weeks]". The writer marks where it
 * would need knowledge it does not have; the creator's line is timed as one spoken line.
 */
export const FILL_IN = /\[your\b[^\]\n]*\]/gi;
export const FILL_IN_WORDS = 10;

/** The marked fill-in lines of a text, in order. */
export const fillInsOf = (text: string): string[] => String(text ?? "").match(FILL_IN) ?? [];

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES = [
  "",
  "thousand",
  "million",
  "billion",
  "trillion",
  "quadrillion",
  "quintillion",
  "sextillion",
  "septillion",
  "octillion",
  "nonillion",
  "decillion",
];

function below1000(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} hundred`);
  const r = n % 100;
  if (r >= 20) words.push(r % 10 ? `${TENS[Math.floor(r / 10)]}-${ONES[r % 10]}` : TENS[r / 10]);
  else if (r > 0) words.push(ONES[r]);
  return words.join(" ");
}

const digitByDigit = (digits: string) => [...digits].map((d) => ONES[Number(d)]).join(" ");

function integerToWords(digits: string): string {
  const d = digits.replace(/^0+(?=\d)/, "");
  if (/^0*$/.test(d)) return "zero";
  const groups: number[] = [];
  for (let end = d.length; end > 0; end -= 3) groups.unshift(Number(d.slice(Math.max(0, end - 3), end)));
  // Past decillions nobody says the scale words; read the digits instead.
  if (groups.length > SCALES.length) return digitByDigit(d);
  return groups
    .map((g, i) =>
      g ? `${below1000(g)}${SCALES[groups.length - 1 - i] ? " " + SCALES[groups.length - 1 - i] : ""}` : "",
    )
    .filter(Boolean)
    .join(" ");
}

/** Cardinal words for a number or numeric string: 250000 -> "two hundred fifty thousand", "1.5" -> "one point five". */
export function numberToWords(value: number | string): string {
  let s: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    s = value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
  } else s = value.trim().replace(/[,_\s]/g, "");
  const m = /^([+\-−]?)(\d*)(?:\.(\d+))?$/.exec(s);
  if (!m || (!m[2] && !m[3])) return "";
  const sign = m[1] === "-" || m[1] === "−" ? "minus " : m[1] === "+" ? "plus " : "";
  const whole = integerToWords(m[2] || "0");
  return sign + (m[3] ? `${whole} point ${digitByDigit(m[3])}` : whole);
}

const ORDINAL_IRREGULAR: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};

function toOrdinal(words: string): string {
  return words.replace(
    /([a-z]+)$/,
    (w) => ORDINAL_IRREGULAR[w] ?? (w.endsWith("y") ? `${w.slice(0, -1)}ieth` : `${w}th`),
  );
}

/** "21" -> "twenty-first". */
export const ordinalToWords = (n: number | string) => toOrdinal(numberToWords(n));

/** Years as people say them: 2026 -> "twenty twenty-six", 2005 -> "two thousand five", 1905 -> "nineteen oh five". */
export function yearToWords(year: number): string {
  if (year >= 2000 && year <= 2009) return numberToWords(year);
  const hi = Math.floor(year / 100);
  const lo = year % 100;
  if (lo === 0) return `${numberToWords(hi)} hundred`;
  return `${numberToWords(hi)} ${lo < 10 ? "oh " : ""}${numberToWords(lo)}`;
}

const plural = (words: string) =>
  words.replace(/([a-z]+)$/, (w) => (w.endsWith("y") ? `${w.slice(0, -1)}ies` : w.endsWith("x") ? `${w}es` : `${w}s`));

const CURRENCY: Record<string, [string, string]> = {
  $: ["dollar", "dollars"],
  "€": ["euro", "euros"],
  "£": ["pound", "pounds"],
  "¥": ["yen", "yen"],
  "₹": ["rupee", "rupees"],
};
const MAGNITUDE: Record<string, string> = {
  k: "thousand",
  m: "million",
  mm: "million",
  b: "billion",
  bn: "billion",
  t: "trillion",
  tn: "trillion",
};
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
const FRACTIONS: Record<string, string> = {
  "1/2": "one half",
  "1/3": "one third",
  "2/3": "two thirds",
  "1/4": "one quarter",
  "3/4": "three quarters",
};

function expandNumber(
  sign: string,
  intPart: string,
  frac: string | undefined,
  suffix: string,
  hadComma: boolean,
): string {
  const base = numberToWords(`${sign}${intPart}${frac ? "." + frac : ""}`);
  const n = Number(intPart);
  const suf = suffix.toLowerCase().replace(/^['’]/, "");
  if (!suf) {
    const isYear = !sign && !frac && !hadComma && intPart.length === 4 && n >= 1100 && n <= 2099;
    return isYear ? yearToWords(n) : base;
  }
  if (!frac && /^(st|nd|rd|th)$/.test(suf)) return toOrdinal(base);
  if (suf === "s" && !frac && n % 10 === 0) {
    return plural(intPart.length === 4 && n >= 1100 && n <= 2099 ? yearToWords(n) : base);
  }
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

function spokenMoney(symbol: string, body: string): string | null {
  const [one, many] = CURRENCY[symbol];
  const cents = /^(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})$/.exec(body);
  if (cents) {
    // Prices are said "nineteen ninety-nine", small amounts "ninety-nine cents".
    const whole = cents[1].replace(/,/g, "");
    if (Number(whole) === 0) return `${numberToWords(cents[2])} cents`;
    const c = Number(cents[2]);
    return `${numberToWords(whole)} ${c === 0 ? many : c < 10 ? "oh " + ONES[c] : numberToWords(c)}`;
  }
  const words = spokenNumber(body);
  if (!words) return null;
  return `${words} ${/^1$/.test(body) ? one : many}`;
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
  if (time) {
    const mm = Number(time[2]);
    const mins = mm === 0 ? (time[3] ? "" : "o'clock") : mm < 10 ? `oh ${ONES[mm]}` : numberToWords(mm);
    return [numberToWords(time[1]), mins, time[3] ? UNITS[time[3].toLowerCase()] : ""].filter(Boolean).join(" ");
  }
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

const DIRECTION_LINE = /^\s*(?:on[- ]?screen|b-?roll|text overlay|caption|sfx|music|shot|visual|hashtags?)\s*:/i;
const LABEL_LINE = /^\s*(?:HOOK|SETUP|POINT(?:\s*\d+)?|PAYOFF|CTA)\s*$/;
const STAGE_PAREN =
  /\((?:pause|beat|laughs?|sighs?|smiles?|whispers?|cut|zoom|b-?roll|sfx|music|on-?screen|text|transition|points?|pointing|shows?|showing|hold|gestures?)\b[^)]*\)/gi;

/** The words a narrator would say: numbers written out, cues, stage directions and cue lines removed. */
export function toSpokenText(text: string): string {
  return String(text ?? "")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(STAGE_PAREN, " ")
    .replace(/\b\d{1,2}:\d{2}\s*[-–]\s*\d{1,2}:\d{2}\b/g, " ")
    .split(/\r?\n/)
    .filter((line) => !DIRECTION_LINE.test(line) && !LABEL_LINE.test(line))
    .join(" ")
    .split(/\s+/)
    .map(spokenToken)
    .filter(Boolean)
    .join(" ");
}

export function spokenWordCount(text: string): number {
  const s = String(text ?? "");
  const words = toSpokenText(s)
    .split(/[\s\-‐–—]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return words + fillInsOf(s).length * FILL_IN_WORDS;
}

/** Seconds it takes to say `text` at `wordsPerSecond` (2.5 is a brisk but natural short-form pace). */
export function spokenSeconds(text: string, wordsPerSecond = WORDS_PER_SECOND): number {
  if (!(wordsPerSecond > 0)) throw new RangeError("wordsPerSecond must be positive");
  return spokenWordCount(text) / wordsPerSecond;
}

/**
 * Longest whitespace-token prefix of `text` that is at most `maxWords` spoken words, with "…" when
 * cut. "" when even the first token is too long to say (a 40-digit number): callers fall back.
 */
export function truncateToSpokenWords(text: string, maxWords: number): string {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  let count = 0;
  let kept = 0;
  for (const tok of tokens) {
    const c = spokenWordCount(tok);
    if (count + c > maxWords) break;
    count += c;
    kept++;
  }
  if (kept === tokens.length) return tokens.join(" ");
  if (kept === 0) return "";
  return `${tokens
    .slice(0, kept)
    .join(" ")
    .replace(/[\s,;:\-–—]+$/u, "")}…`;
}
