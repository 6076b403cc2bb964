// An admin's model change reaches the trend engine on the very next request: the OpenAI stand-in
// receives the new model id and the stored trends record it in generatedBy.
import { setupTestDatabase } from "@/test/db";
import { setupAppServer } from "@/test/app-server";
import { openaiStub, promptData, type OpenAIStubReply, type OpenAIStubRequest } from "@/test/openai-stub";

const t = setupTestDatabase();
const app = setupAppServer();
const ai = openaiStub();
let auth: typeof import("@/test/auth");

// env.ts is parsed at the first import of an app module: point it at the stand-in first.
beforeAll(async () => {
  const url = await ai.start();
  Object.assign(process.env, { OPENAI_BASE_URL: url, OPENAI_API_KEY: "sk-test-stand-in", AI_TIMEOUT_MS: "30000" });
  auth = await import("@/test/auth");
});
afterAll(() => ai.stop());

type TrendData = { niche: string; trends: { id: number; topic: string }[] };
function trendsReply(req: OpenAIStubRequest): OpenAIStubReply {
  const data = promptData<TrendData>(req.user);
  return {
    json: {
      trends: data.trends.map((tr) => ({
        id: tr.id,
        title: `Model take: ${tr.topic}`.slice(0, 80),
        description: `Creators in ${data.niche} are trying ${tr.topic} this week and the first videos are doing well.`,
        ideas: [1, 2, 3].map((i) => ({
          hook: `Hook ${i} about ${tr.topic}`,
          outline: `Problem -> ${tr.topic} -> result`,
        })),
      })),
    },
  };
}

it("uses the tier's new primary model from the next generation on", async () => {
  ai.reply(trendsReply);
  const admin = await auth.signInAs(app.client(), await auth.createUser(t.prisma, { role: "admin" }));
  const creator = await auth.createUser(t.prisma, { subscriptionTier: "pro" });
  const client = await auth.signInAs(app.client(), creator);

  const set = await admin.post("/api/admin/update-model", { tier: "pro", primary: "admin-picked-model", backup: "" });
  expect(set.status).toBe(200);
  const current = await (await admin.get("/api/admin/current-models")).json();
  expect(current.config.pro).toMatchObject({ primary: "admin-picked-model", backup: null, status: "active" });

  const res = await client.post("/api/trends/generate", { niche: "Fitness" });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.generatedBy).toBe("admin-picked-model");
  expect(ai.requests.map((r) => r.model)).toEqual(["admin-picked-model"]);
  const stored = await t.prisma.trend.findMany({ where: { userId: creator.id } });
  expect(stored.length).toBeGreaterThan(0);
  expect(stored.every((s) => s.generatedBy === "admin-picked-model")).toBe(true);

  // The model's failure shows on the AI Models tab as an error for that tier only.
  ai.reset();
  ai.reply(() => ({ status: 404, message: "The model `admin-picked-model` does not exist" }));
  await admin.post("/api/admin/update-model", { tier: "free", primary: "gpt-4o-mini", backup: "" });
  await client.post("/api/trends/generate", { niche: "Gaming" });
  const after = await (await admin.get("/api/admin/current-models")).json();
  expect(after.config.pro.status).toBe("error");
  expect(after.config.pro.statusDetail).toMatch(/^admin-picked-model: /);
  expect(after.config.free.status).toBe("active");
});
