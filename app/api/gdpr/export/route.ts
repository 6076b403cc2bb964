// GET /api/gdpr/export: the caller's data as a dated JSON attachment (at most 5 a month).
import { auditContext } from "@/lib/compliance/audit";
import { buildExport, exportFileName } from "@/lib/gdpr/export";
import { forbidden } from "@/lib/errors";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ access: "user", beforeConsent: true }, async ({ user, req, ip, userAgent }) => {
  // A GET that spends the monthly allowance: another site must not trigger it by navigation.
  if (req.headers.get("sec-fetch-site") === "cross-site") throw forbidden("Cross-site request blocked");
  const now = new Date();
  const data = await buildExport(user, auditContext({ ip, userAgent }), now);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "no-store, private",
    },
  });
});
