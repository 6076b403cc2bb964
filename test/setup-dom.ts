import "@testing-library/jest-dom";

// jsdom lacks the stream and text-coding globals every browser has (the dashboard reads streamed
// answers with them): Node's own implementations stand in.
import { ReadableStream } from "node:stream/web";
import { TextDecoder, TextEncoder } from "node:util";
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
});
