// What a model may not write into text other people read: third-party titles reach the prompt as
// data, and a model that obeys an instruction hidden in one ("visit http://...", "mail me at ...")
// would carry it into a report or a niche's shared brief and its digest email. The check is on
// the output, whatever the prompt said: links (with a scheme, www., or a bare domain on a real
// top-level domain), e-mail addresses, @handles and markup, unless they are the words the model
// was given to write about (a niche or topic that is itself a domain, such as booking.com).
import { LinkifyIt } from "linkify-it";
import tlds from "tlds";

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true }).tlds(tlds, false);
const HANDLE = /(^|[^\p{L}\p{N}_.])@[\p{L}\p{N}_]{2,}/u;
const MARKUP = /<\/?[a-z!][^>]*>|\]\([^)]*\)/i;

/** Links and e-mail addresses in the text, as written. */
export function linksIn(text: string): string[] {
  return (linkify.match(text) ?? []).map((m) => m.raw);
}

/** The text with its links and e-mail addresses taken out (for third-party text shown as is). */
export function withoutLinks(text: string): string {
  const found = linkify.match(text);
  if (!found) return text;
  let out = "";
  let at = 0;
  for (const m of found) {
    out += text.slice(at, m.index);
    at = m.lastIndex;
  }
  return (out + text.slice(at))
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?)])/g, "$1")
    .trim();
}

/**
 * Why `text` carries something the model wasn't asked to write, or null when it doesn't.
 * `given` is what the model was asked to write about (niche, topics): its own links are fine.
 */
export function unaskedText(text: string, given: string[]): string | null {
  const own = given.join(" ").toLowerCase();
  const link = linksIn(text).find((l) => !own.includes(l.toLowerCase()));
  if (link) return link.includes("@") && !/^[a-z]+:\/\//i.test(link) ? "an e-mail address" : "a link";
  const handle = HANDLE.exec(text)?.[0].trim();
  if (handle && !own.includes(handle.toLowerCase())) return "an @handle";
  const markup = MARKUP.exec(text)?.[0];
  if (markup && !own.includes(markup.toLowerCase())) return "markup";
  return null;
}
