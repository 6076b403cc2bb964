// What a model may not write into text other people read: third-party titles reach the prompt as
// data, and a model that obeys an instruction hidden in one ("visit http://...", "mail me at ...")
// would carry it into a report or a niche's shared brief and its digest email. The check is on
// the output, whatever the prompt said: links (with a scheme, www., a port, an IP address or a bare
// domain on a real top-level domain), e-mail addresses, @handles and markup, unless they are the
// words the model was given to write about (a niche or topic that is itself a domain, such as
// booking.com).
//
// Text is read the way a browser or a reader would read it before anything is decided: NFKC, no
// invisible characters (the language kernel's readableText), ideographic full stops as dots, and
// the "defanged" spellings spam uses to slip past filters (hxxp://, evil[.]com, evil dot com).
import ipaddr from "ipaddr.js";
import { LinkifyIt } from "linkify-it";
import tlds from "tlds";
import { readableText } from "@/lib/language/clean";

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds, false);
const TLDS = new Set(tlds);
const HANDLE = /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_]{2,}/gu;
const MARKUP = /<\/?[a-z!][^>]*>|\]\([^)]*\)/i;

// Browsers take the ideographic full stop (and the halfwidth one, which NFKC turns into it) as the
// dot of a host name: "evil。com" opens evil.com.
const IDEOGRAPHIC_DOT = /\u3002/g;
const DEFANGED_SCHEME = /\bh(?:xx|tt|\*\*)p(s?)\s*(?:\[:\]|\(:\)|:)\s*\/\//giu;
const BRACKETED = /\s*[[({]\s*(\.|dot|@|at)\s*[\])}]\s*/giu;
// "evil dot com", "evil dot co dot uk": a word, then one or more " dot <label>".
const SPELLED = /[\p{L}\p{N}-]+(?:\s+dot\s+[\p{L}\p{N}-]+)+(?![\p{L}\p{N}])/giu;
// The generic top-level domains of RFC 1591. A spelled-out dot is read as a dot only before one of
// them or, in a chain of two or more ("co dot uk"), before a country code: "polka dot fashion" and
// "the red dot is" stay words although .fashion and .is are real domains.
const RFC1591_GENERIC = new Set(["com", "edu", "net", "org", "int", "gov", "mil"]);
// A host with a port and no scheme ("evil.com:8080/x", "203.0.113.9:8080"), which linkify's fuzzy
// links don't take.
const HOST_PORT = /(?<![\p{L}\p{N}_.@/-])((?:[\p{L}\p{N}-]+\.)+([\p{L}\p{N}]+)):\d{1,5}(?:\/\S*)?/gu;
// A full stop then a capitalised word with no space between ("a plan.So easy") is a missed space
// between sentences: a top-level domain is not written with only its first letter capitalised.
const SENTENCE_BREAK = /^[\p{Ll}\p{N}-]+\.\p{Lu}\p{Ll}+$/u;

function spelledDots(chain: string): string {
  const labels = chain.split(/\s+dot\s+/i);
  const last = labels[labels.length - 1].toLowerCase();
  const host = RFC1591_GENERIC.has(last) || (labels.length > 2 && last.length === 2 && TLDS.has(last));
  return host ? labels.join(".") : chain;
}

/** The text as a browser or a reader takes it: normalised, with defanged links spelled as links. */
export function readAsLinks(text: string): string {
  return readableText(text)
    .replace(IDEOGRAPHIC_DOT, ".")
    .replace(DEFANGED_SCHEME, "http$1://")
    .replace(BRACKETED, (_m, what: string) => (/^(\.|dot)$/i.test(what) ? "." : "@"))
    .replace(SPELLED, spelledDots);
}

type Found = { index: number; lastIndex: number; raw: string; email: boolean; bare: boolean };

/** Links and addresses in text already read (readAsLinks), in order. */
function found(read: string): Found[] {
  const out: Found[] = (linkify.match(read) ?? []).map((m) => ({
    index: m.index,
    lastIndex: m.lastIndex,
    raw: m.raw,
    email: m.schema === "mailto:",
    // A name alone (no scheme, path, port, nor an IP address): one a brand can be written as.
    bare: m.schema === "" && !/[/:]/.test(m.raw) && !/^[\d.]+$/.test(m.raw),
  }));
  for (const m of read.matchAll(HOST_PORT)) {
    const index = m.index;
    const host = TLDS.has(m[2].toLowerCase()) || ipaddr.IPv4.isValidFourPartDecimal(m[1]);
    if (!host || out.some((o) => index < o.lastIndex && o.index < index + m[0].length)) continue;
    out.push({ index, lastIndex: index + m[0].length, raw: m[0], email: false, bare: false });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Links and e-mail addresses in the text, as read (readAsLinks). */
export function linksIn(text: string): string[] {
  return found(readAsLinks(text)).map((m) => m.raw);
}

/** The text, read as links are (readAsLinks), with its links and e-mail addresses taken out. */
export function withoutLinks(text: string): string {
  const read = readAsLinks(text);
  const links = found(read);
  if (links.length === 0) return read;
  let out = "";
  let at = 0;
  for (const m of links) {
    out += read.slice(at, m.index);
    at = m.lastIndex;
  }
  return (out + read.slice(at))
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?)])/g, "$1")
    .trim();
}

/**
 * A stranger's name (a channel, an author) fit for text other people read: without links,
 * addresses or account handles (a Bluesky handle is a domain its owner chose, a Lemmy or Mastodon
 * author reads like an e-mail address); empty when nothing else was in it.
 */
export function withoutHandles(name: string): string {
  const words = withoutLinks(name.replace(/(?<![\p{L}\p{N}_])(?:@|u\/)[\p{L}\p{N}_.@-]+/gu, " "));
  return /[\p{L}\p{N}]/u.test(words) ? words : "";
}

/** The words the model was given, one lowercase token each, edge punctuation off. */
function tokensOf(given: string[]): Set<string> {
  return new Set(
    readAsLinks(given.join(" "))
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}@#<]+|[^\p{L}\p{N}/>]+$/gu, ""))
      .filter(Boolean),
  );
}

/**
 * Why `text` carries something the model wasn't asked to write, or null when it doesn't.
 * `given` is what the model was asked to write about (niche, topic, hashtags): a link, address or
 * handle it uses as a whole word is fine (a niche `brisk.com` lets brisk.com through, not k.com),
 * and so is a bare name such as Claude.ai or ASP.NET when the evidence names it.
 */
export function unaskedText(text: string, given: string[]): string | null {
  const read = readAsLinks(text);
  const own = tokensOf(given);
  for (const m of found(read)) {
    if (own.has(m.raw.toLowerCase()) || (m.bare && SENTENCE_BREAK.test(m.raw))) continue;
    return m.email ? "an e-mail address" : "a link";
  }
  for (const [handle] of read.matchAll(HANDLE)) if (!own.has(handle.toLowerCase())) return "an @handle";
  const markup = MARKUP.exec(read)?.[0];
  if (markup && !readAsLinks(given.join(" ")).toLowerCase().includes(markup.toLowerCase())) return "markup";
  return null;
}
