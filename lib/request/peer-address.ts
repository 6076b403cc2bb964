// Makes the socket address reach the route handlers. Next.js hands a handler only headers, and
// writes the connection's address into X-Forwarded-For only when the request brought none, so a
// client that sends its own header hides its real address. Node announces every request on the
// "http.server.request.start" diagnostics channel before the server sees it; there this process
// appends the peer address to X-Forwarded-For, as any proxy does, and lib/http/client-ip.ts counts
// trusted hops from that last entry. (Requests that reach a starting server before
// instrumentation.ts has run get only Next.js's own fallback; that window lasts the boot.)
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

const CHANNEL = "http.server.request.start";

function appendPeer(message: unknown) {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  const peer = socket.remoteAddress;
  if (!peer) return;
  const prior = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = prior ? `${prior}, ${peer}` : peer;
}

/** Installs the hook for every HTTP server of this process; returns its removal. */
export function installPeerAddress(): () => void {
  subscribe(CHANNEL, appendPeer);
  return () => unsubscribe(CHANNEL, appendPeer);
}
