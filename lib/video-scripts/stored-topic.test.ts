// A trend keeps its topic and its kind in its own row, and a script reads them there: a title in
// a frame no code knows (a model's headline, a new title template) still gives the script its
// topic. Real HTTP, no keys: the offline writers.
import type { DevelopScriptResponseDTO, WrittenTrendDTO } from "@/lib/dto";
import { TOPIC_KINDS } from "@/lib/language/kind";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { trendSourcesStub } from "@/test/trend-sources-stub";

const t = setupTestDatabase();
const app = setupAppServer();
trendSourcesStub();

it("stores each trend's topic and kind, and a script for it says the topic whatever its title", async () => {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const client = await signInAs(app.client(), user);
  const report = (await (await client.post("/api/trends/generate", { niche: "Fitness" })).json()) as {
    trends: WrittenTrendDTO[];
  };
  expect(report.trends.length).toBeGreaterThan(0);
  const rows = await t.prisma.trend.findMany({ where: { userId: user.id } });
  for (const row of rows) {
    expect(row.topic).toBeTruthy();
    expect(TOPIC_KINDS).toContain(row.kind);
    // The topic is the trend's name as said, not its headline.
    expect(row.title.toLowerCase()).toContain(row.topic!.toLowerCase());
  }

  const trend = report.trends[0];
  const { topic } = rows.find((r) => r.id === trend.id)!;
  // A headline in a frame no template has: nothing in it says where the topic starts.
  const title = "Everybody Is Suddenly Talking About This One";
  await t.prisma.trend.update({ where: { id: trend.id }, data: { title } });
  const idea = trend.ideas[0];
  const res = await client.post("/api/develop-script", {
    hook: idea.hook,
    outline: idea.outline,
    trendTitle: title,
    niche: "Fitness",
    ideaId: idea.id,
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as DevelopScriptResponseDTO;
  expect(body.script.toLowerCase()).toContain(topic!.toLowerCase());
  expect(body.script).not.toContain("Everybody Is Suddenly");
}, 60_000);
