// XML feeds (RSS, Atom) through fast-xml-parser: validated first, so a truncated or malformed body
// is a recorded parse failure rather than half a feed; entity expansion is bounded.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { SourceError } from "./fetch";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  htmlEntities: true,
  processEntities: { maxTotalExpansions: 2000, maxExpandedLength: 200_000 },
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "item" || name === "entry",
});

export function parseXml(text: string, what: string): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new SourceError(
      `parse failure: ${what} is not well-formed XML (${valid.err.msg} at line ${valid.err.line})`,
      "parse",
    );
  try {
    return parser.parse(text) as Record<string, unknown>;
  } catch (err) {
    throw new SourceError(`parse failure: ${what}: ${String((err as Error)?.message ?? err).slice(0, 120)}`, "parse");
  }
}

/** The text of a node that may be a string or { "#text": string, "@_attr": ... }. */
export function textOf(node: unknown): string {
  if (typeof node === "string") return node;
  if (typeof node === "number") return String(node);
  if (node && typeof node === "object" && "#text" in node) return textOf((node as { "#text": unknown })["#text"]);
  return "";
}

export function attrOf(node: unknown, name: string): string {
  if (!node || typeof node !== "object") return "";
  const v = (node as Record<string, unknown>)[`@_${name}`];
  return typeof v === "string" || typeof v === "number" ? String(v) : "";
}
