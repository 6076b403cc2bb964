// POST /api/admin/resume-source: resume a source paused after its provider refused the login.
import { actorOf } from "@/lib/admin/actor";
import { resumeSource } from "@/lib/admin/sources";
import { route } from "@/lib/http/route";
import { resumeSourceSchema } from "@/lib/schemas/admin";

export const dynamic = "force-dynamic";

export const POST = route({ access: "admin", body: resumeSourceSchema }, async ({ user, body }) =>
  resumeSource(actorOf(user), body.source),
);
