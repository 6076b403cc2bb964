// Reading a request body with a size cap that holds while reading, not after: a body announced
// above the cap is refused before a byte of it is read, and a body without a length (chunked) is
// counted as it streams in and refused the moment it passes the cap. Memory stays at the cap
// however much a client sends.
import { ApiError } from "@/lib/errors";

/** JSON bodies of the API (forms, admin actions): far above any real request. */
export const MAX_BODY_BYTES = 256 * 1024;
export const BODY_TOO_LARGE = "Request body too large";

// The connection is closed after the refusal, so the rest of an oversized upload is never read.
const tooLarge = () => new ApiError(413, BODY_TOO_LARGE, {}, { Connection: "close" });

export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const announced = Number(req.headers.get("content-length") ?? 0);
  if (announced > maxBytes) throw tooLarge();
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Stop reading here; what the client still sends is left unread on a closing connection.
      if (size > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks).toString("utf8");
}
