// Runs once when the Next.js server starts (before it serves a request, apart from any that
// arrive while it boots).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installPeerAddress } = await import("@/lib/request/peer-address");
    installPeerAddress();
  }
}
