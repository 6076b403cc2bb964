// Request bodies generated from a route's zod schema (through its JSON Schema), for the suites that
// throw bad input at every field of every endpoint. A body is built from a fill function that
// decides each string leaf; the leaves' paths are listed so a suite can aim at one field at a time.
import { z } from "zod";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  format?: string;
  default?: Json;
};
export type Path = (string | number)[];
export type StringFill = (path: Path, schema: JsonSchema) => string;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The branch of a union/intersection the samples follow: always the first. */
const variantOf = (schema: JsonSchema) => schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];

/** A value for `schema` whose free strings come from `fill`; enums, consts, booleans and numbers are valid. */
export function sample(schema: JsonSchema, fill: StringFill, path: Path = []): Json {
  const variant = variantOf(schema);
  if (variant) return sample(variant, fill, path);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, fill, [...path, k])]),
      );
    case "array":
      return [sample(schema.items ?? {}, fill, [...path, 0])];
    case "boolean":
      return true;
    case "number":
    case "integer":
      return schema.minimum ?? 1;
    default:
      return fill(path, schema); // strings, and anything JSON Schema can't say (treated as text)
  }
}

/** The paths of every leaf of the body (where a wrong type or oversize value can go). */
export function leafPaths(schema: JsonSchema): Path[] {
  const paths: Path[] = [];
  sample(schema, (p) => (paths.push(p), ""));
  const walk = (s: JsonSchema, p: Path) => {
    const v = variantOf(s);
    if (v) return walk(v, p);
    if (s.type === "object") for (const [k, c] of Object.entries(s.properties ?? {})) walk(c, [...p, k]);
    else if (p.length && !paths.some((q) => q.join(".") === p.join("."))) paths.push(p);
  };
  walk(schema, []);
  return paths;
}

export function setAt(body: Json, path: Path, value: Json): Json {
  if (!path.length) return value;
  const copy = structuredClone(body) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** Plausibly valid text for a field, from its name and format (so a request can get past validation). */
export function validText(path: Path, schema: JsonSchema, n = 0): string {
  const key = String(path[path.length - 1] ?? "").toLowerCase();
  if (schema.format === "email" || key.includes("email")) return `matrix-${n}-${Date.now()}@example.com`;
  if (key.includes("password")) return "Str0ng-Passw0rd-2026!";
  if (key.includes("niche")) return "gaming";
  if (schema.format === "uuid" || key.endsWith("id")) return crypto.randomUUID();
  return "Hello from the matrix";
}
