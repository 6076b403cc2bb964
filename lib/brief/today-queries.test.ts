// The Today section costs the same number of queries with one followed niche as with ten (no
// query per niche or per brief).
process.env.QUERY_COUNTS = "1"; // before the test database's client is created
import { setupAppServer } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";

const t = setupTestDatabase();
const app = setupAppServer();

async function todayQueries(niches: string[]): Promise<number> {
  const auth = await import("@/test/auth");
  const client = await auth.signInAs(app.client(), await auth.createUser(t.prisma, { subscriptionTier: "enterprise" }));
  for (const niche of niches)
    expect((await client.post("/api/brief/follows", { niche, timeZone: "UTC" })).status).toBe(200);
  const res = await client.get("/api/brief");
  expect(res.status).toBe(200);
  expect((await res.json()).briefs).toHaveLength(niches.length);
  return Number(res.headers.get("x-query-count"));
}

it("GET /api/brief: the same count for 1 followed niche as for 10", async () => {
  const one = await todayQueries(["Fitness"]);
  const ten = await todayQueries([
    "Fitness",
    "Beauty",
    "Gaming",
    "DIY",
    "Food",
    "Education",
    "technology",
    "sourdough",
    "pottery",
    "home espresso",
  ]);
  expect(one).toBeGreaterThan(0);
  expect(ten).toBe(one);
  expect(one).toBeLessThanOrEqual(5);
}, 120_000); // eleven follows, each building a brief
