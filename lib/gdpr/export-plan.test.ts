// Every stored column of every table the data export covers is either in the file or listed as
// deliberately left out (lib/gdpr/export-plan.ts). Each table is filled with every column set, the
// export is taken over HTTP, and each exported column's value is looked for at its place.
import { setupAppServer } from "@/test/app-server";
import { setupTestDatabase } from "@/test/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { EXPORT_PLAN, type Place } from "./export-plan";

const t = setupTestDatabase();
const app = setupAppServer();

const at = (s: string) => new Date(`2026-0${s}T10:11:12.345Z`);
type Filled<Column extends string> = Record<Column, unknown>;

const USER = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "filled@example.com",
  firstName: "Fill",
  lastName: "Every",
  profileImageUrl: "https://example.com/fill.png",
  passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$filled$hash",
  emailVerified: true,
  verificationToken: "v".repeat(64),
  verificationTokenExpires: at("1-01"),
  resetPasswordToken: "r".repeat(64),
  resetPasswordExpires: at("1-02"),
  authProvider: "email",
  role: "user",
  subscriptionTier: "pro",
  stripeCustomerId: "cus_filled",
  stripeSubscriptionId: "sub_filled",
  subscriptionStatus: "active",
  subscriptionUpdatedAt: at("1-03"),
  trendsUsedThisMonth: 4,
  scriptsUsedThisMonth: 5,
  monthlyTrendLimit: 30,
  subscriptionEndsAt: at("9-04"),
  lastUsageReset: at("1-05"),
  usageResetPeriod: "monthly",
  gdprConsent: true,
  gdprConsentDate: at("1-06"),
  marketingConsent: true,
  analyticsConsent: true,
  conversionTrackingConsent: true,
  dataProcessingConsent: true,
  consentVersion: "1.1",
  dataRetentionDate: at("9-07"),
  sessionVersion: 2,
  revokedSessions: ["gone:1893456000"],
  trendsVersion: 0,
  createdAt: at("1-08"),
  updatedAt: at("1-09"),
} satisfies Filled<Prisma.UserScalarFieldEnum>;
const userId = USER.id;

const ROWS = {
  account: {
    id: "acc-filled",
    userId,
    type: "oidc",
    provider: "google",
    providerAccountId: "g-filled",
    refresh_token: "rt-secret",
    access_token: "at-secret",
    expires_at: 1893456000,
    token_type: "Bearer",
    scope: "openid email profile",
    id_token: "id-secret",
    session_state: "ss-secret",
  } satisfies Filled<Prisma.AccountScalarFieldEnum>,
  trend: {
    id: "22222222-2222-4222-8222-222222222222",
    userId,
    niche: "Pottery",
    title: "Filled trend",
    description: "Every column set",
    engagement: "High",
    hashtags: ["#filled"],
    status: "rising",
    source: "Reddit",
    generatedBy: "Offline Engine",
    fallbackReason: "your model did not answer in 15 s",
    verified: true,
    confidence: 77,
    topic: "filled topic",
    kind: "technique",
    createdAt: at("2-01"),
  } satisfies Filled<Prisma.TrendScalarFieldEnum>,
  videoIdea: {
    id: "33333333-3333-4333-8333-333333333333",
    trendId: "22222222-2222-4222-8222-222222222222",
    hook: "Filled hook",
    outline: "Filled outline",
    engagementPotential: "High",
    estimatedViews: "50K",
    createdAt: at("2-02"),
  } satisfies Filled<Prisma.VideoIdeaScalarFieldEnum>,
  trendEvidence: {
    trendId: "22222222-2222-4222-8222-222222222222",
    score: 81.5,
    growthPct: 140,
    baselineDays: 14,
    baselineMentions: 3,
    lifecycle: "emerging",
    factors: { velocity: 2 },
    series: [1, 2, 5],
    topItems: [{ title: "A post", channel: "r/Pottery", views: 900 }],
    sources: ["Reddit r/Pottery"],
    newestAt: at("2-03"),
    adjacentFrom: "Crafts",
    story: { questions: ["Is it worth it?"], mostlyAbout: ["glaze"], comparedWith: null, mood: null },
    reach: { posts: 7, people: 5, platforms: ["Mastodon", "Bluesky"], thin: true },
    figuresFrom: "Reddit",
  } satisfies Filled<Prisma.TrendEvidenceScalarFieldEnum>,
  script: {
    id: "script-filled",
    userId,
    ideaId: "33333333-3333-4333-8333-333333333333",
    niche: "Pottery",
    trendTitle: "Filled trend",
    topic: "filled topic",
    kind: "technique",
    hook: "Filled hook",
    outline: "Filled outline",
    content: "Filled script",
    beats: [{ label: "Hook", start: 0, end: 3, text: "Look", onScreen: "", broll: "" }],
    durationS: 70,
    model: "Offline Engine",
    platform: "shorts",
    caption: "Filled caption",
    hashtags: ["#script"],
    editedAt: at("2-04"),
    fallbackReason: "no model is set up",
    createdAt: at("2-05"),
  } satisfies Filled<Prisma.ScriptScalarFieldEnum>,
  supportTicket: {
    id: "ticket-filled",
    userId,
    email: "filled@example.com",
    subject: "Filled subject",
    message: "Filled message",
    category: "billing",
    priority: "high",
    status: "open",
    channel: "dashboard",
    createdAt: at("3-01"),
  } satisfies Filled<Prisma.SupportTicketScalarFieldEnum>,
  billingRecord: {
    id: "bill-filled",
    userId,
    kind: "refund",
    stripeId: "re_filled",
    chargeId: "ch_filled",
    amount: 1900,
    currency: "usd",
    reason: "duplicate",
    details: "Filled details",
    actorEmail: "staff@example.com",
    createdAt: at("3-02"),
  } satisfies Filled<Prisma.BillingRecordScalarFieldEnum>,
  checkoutSession: {
    id: "cs_test_filled",
    userId,
    tier: "pro" as const,
    isYearly: true,
    status: "complete",
    paymentStatus: "paid",
    amountTotal: 19000,
    currency: "usd",
    customerEmail: "filled@example.com",
    createdAt: at("3-03"),
    fulfilledAt: at("3-04"),
  } satisfies Filled<Prisma.CheckoutSessionScalarFieldEnum>,
  usagePeriod: {
    userId,
    periodStart: at("3-05"),
    trendsUsed: 6,
    scriptsUsed: 7,
  } satisfies Filled<Prisma.UsagePeriodScalarFieldEnum>,
  gdprAuditLog: {
    id: "audit-filled",
    userId,
    action: "consent_updated",
    dataType: "consent",
    details: { marker: "filled" },
    ipAddress: "203.0.113.0",
    userAgent: "Filled Agent",
    timestamp: at("3-06"),
  } satisfies Filled<Prisma.GdprAuditLogScalarFieldEnum>,
  dataRetentionSchedule: {
    id: "retention-filled",
    userId,
    dataType: "filled_type",
    retentionPeriod: 99,
    scheduledDeletion: at("9-08"),
    status: "scheduled",
    createdAt: at("3-07"),
  } satisfies Filled<Prisma.DataRetentionScheduleScalarFieldEnum>,
  nicheFollow: {
    id: "follow-filled",
    userId,
    nicheKey: "pottery",
    niche: "Pottery",
    createdAt: at("4-01"),
  } satisfies Filled<Prisma.NicheFollowScalarFieldEnum>,
  briefSettings: {
    userId,
    timeZone: "Europe/Paris",
    digestEmail: false,
    lastSeenAt: at("4-02"),
    nextBriefDate: new Date("2026-04-03T00:00:00.000Z"),
    nextBriefAt: at("4-03"),
    createdAt: at("4-04"),
    updatedAt: at("4-05"),
  } satisfies Filled<Prisma.BriefSettingsScalarFieldEnum>,
  briefDelivery: {
    id: "delivery-filled",
    userId,
    briefDate: new Date("2026-04-06T00:00:00.000Z"),
    status: "done",
    niches: [{ nicheKey: "pottery", niche: "Pottery", briefId: "brief-missing" }],
    digest: "failed",
    digestReason: "Filled digest reason",
    emailId: "email-provider-id-filled",
    attempts: 2,
    claimedAt: at("4-07"),
    completedAt: at("4-08"),
  } satisfies Filled<Prisma.BriefDeliveryScalarFieldEnum>,
  creatorChannel: {
    id: "channel-filled",
    userId,
    channelId: "UCfilled0000000000000000",
    handle: "@filledchannel",
    title: "Filled Channel",
    role: "competitor",
    readAt: at("5-01"),
    readError: "Filled read error",
    apiReadAt: at("5-07"),
    createdAt: at("5-02"),
    updatedAt: at("5-03"),
  } satisfies Filled<Prisma.CreatorChannelScalarFieldEnum>,
  channelVideo: {
    id: "channel-video-filled",
    channelRef: "channel-filled",
    videoId: "filledVid01",
    title: "Filled video title",
    tags: ["filled tag"],
    publishedAt: at("5-04"),
    durationS: 612,
    format: "long",
    formatBasis: "duration+link",
    views: 4321,
    likes: 210,
    comments: 17,
    observedAt: at("5-05"),
  } satisfies Filled<Prisma.ChannelVideoScalarFieldEnum>,
  channelVideoSnapshot: {
    videoRef: "channel-video-filled",
    observedAt: at("5-06"),
    views: 3210,
  } satisfies Filled<Prisma.ChannelVideoSnapshotScalarFieldEnum>,
  filmedIdea: {
    id: "filmed-filled",
    userId,
    ideaId: "33333333-3333-4333-8333-333333333333",
    niche: "Filled niche copy",
    trendTitle: "Filled trend copy",
    hook: "Filled hook copy",
    channelVideoRef: "channel-video-filled",
    videoId: "filledVid01",
    title: "Filled filmed title",
    format: "long",
    publishedAt: at("5-08"),
    results: { views: 4321, ageDays: 3.5, milestones: [], latest: null, projection: null },
    resultsAt: at("5-09"),
    createdAt: at("6-01"),
    updatedAt: at("6-02"),
  } satisfies Filled<Prisma.FilmedIdeaScalarFieldEnum>,
};

const COLUMNS: Record<keyof typeof EXPORT_PLAN, Record<string, string>> = {
  user: Prisma.UserScalarFieldEnum,
  account: Prisma.AccountScalarFieldEnum,
  trend: Prisma.TrendScalarFieldEnum,
  videoIdea: Prisma.VideoIdeaScalarFieldEnum,
  trendEvidence: Prisma.TrendEvidenceScalarFieldEnum,
  script: Prisma.ScriptScalarFieldEnum,
  supportTicket: Prisma.SupportTicketScalarFieldEnum,
  billingRecord: Prisma.BillingRecordScalarFieldEnum,
  checkoutSession: Prisma.CheckoutSessionScalarFieldEnum,
  usagePeriod: Prisma.UsagePeriodScalarFieldEnum,
  gdprAuditLog: Prisma.GdprAuditLogScalarFieldEnum,
  dataRetentionSchedule: Prisma.DataRetentionScheduleScalarFieldEnum,
  nicheFollow: Prisma.NicheFollowScalarFieldEnum,
  briefSettings: Prisma.BriefSettingsScalarFieldEnum,
  briefDelivery: Prisma.BriefDeliveryScalarFieldEnum,
  creatorChannel: Prisma.CreatorChannelScalarFieldEnum,
  channelVideo: Prisma.ChannelVideoScalarFieldEnum,
  channelVideoSnapshot: Prisma.ChannelVideoSnapshotScalarFieldEnum,
  filmedIdea: Prisma.FilmedIdeaScalarFieldEnum,
};

/** Every value at a place like "trends[].evidence.score" (one per element of each list on the way). */
function valuesAt(data: unknown, place: string): unknown[] {
  let values = [data];
  for (const part of place.split(".")) {
    const key = part.replace(/\[\]$/, "");
    values = values.map((v) => (v as Record<string, unknown> | null)?.[key]);
    if (part.endsWith("[]")) values = values.flatMap((v) => (Array.isArray(v) ? v : []));
  }
  return values;
}

const asStored = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** JSON with object keys sorted: jsonb keeps its own key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const entries = Object.entries(v).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

describe("the data export's plan", () => {
  it("lists every stored column of every exported table, as exported or deliberately left out", () => {
    for (const [table, columns] of Object.entries(COLUMNS)) {
      const plan = EXPORT_PLAN[table as keyof typeof EXPORT_PLAN] as Record<string, Place>;
      expect({ table, missing: Object.values(columns).filter((c) => !(c in plan)) }).toEqual({ table, missing: [] });
      const unexplained = Object.entries(plan).filter(
        ([, place]) => typeof place !== "string" && !("leftOut" in place ? place.leftOut : place.how).trim(),
      );
      expect({ table, unexplained }).toEqual({ table, unexplained: [] });
    }
  });

  it("puts each exported column's value at its place in the file, and no left-out secret anywhere", async () => {
    await t.prisma.user.create({ data: USER as Prisma.UserUncheckedCreateInput });
    const { account, trend, videoIdea, trendEvidence, script, ...rest } = ROWS;
    await t.prisma.account.create({ data: account });
    await t.prisma.trend.create({ data: trend });
    await t.prisma.videoIdea.create({ data: videoIdea });
    await t.prisma.trendEvidence.create({ data: trendEvidence });
    await t.prisma.script.create({ data: script });
    await t.prisma.supportTicket.create({ data: rest.supportTicket });
    await t.prisma.billingRecord.create({ data: rest.billingRecord });
    await t.prisma.checkoutSession.create({ data: rest.checkoutSession });
    await t.prisma.usagePeriod.create({ data: rest.usagePeriod });
    await t.prisma.gdprAuditLog.create({ data: rest.gdprAuditLog });
    await t.prisma.dataRetentionSchedule.create({ data: rest.dataRetentionSchedule });
    await t.prisma.nicheFollow.create({ data: rest.nicheFollow });
    await t.prisma.briefSettings.create({ data: rest.briefSettings });
    await t.prisma.briefDelivery.create({ data: rest.briefDelivery });
    await t.prisma.creatorChannel.create({ data: rest.creatorChannel });
    await t.prisma.channelVideo.create({ data: rest.channelVideo });
    await t.prisma.channelVideoSnapshot.create({ data: rest.channelVideoSnapshot });
    await t.prisma.filmedIdea.create({ data: rest.filmedIdea });

    const { signInAs } = await import("@/test/auth");
    const client = await signInAs(app.client(), USER);
    const res = await client.get("/api/gdpr/export");
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = JSON.parse(text);

    const filled: Record<string, Record<string, unknown>> = { user: USER, ...ROWS };
    const plans = Object.entries(EXPORT_PLAN) as [string, Record<string, Place>][];
    const problems: string[] = [];
    const exported = new Set<unknown>();
    for (const [table, plan] of plans) {
      for (const [column, place] of Object.entries(plan)) {
        if (typeof place !== "string") {
          // A derived form is somewhere at its place; its exact form is the export's own choice.
          if ("derived" in place && !valuesAt(data, place.derived).some((v) => v !== undefined && v !== null))
            problems.push(`${table}.${column} not at ${place.derived}`);
          continue;
        }
        const stored = asStored(filled[table][column]);
        exported.add(stored);
        const found = valuesAt(data, place).map(canonical);
        if (!found.includes(canonical(stored))) problems.push(`${table}.${column} not at ${place}`);
      }
    }
    // A left-out text never reaches the file, unless the same value is exported under another
    // column (the owner's id is the profile's id); short words like "Bearer" may occur anyway.
    for (const [table, plan] of plans) {
      for (const [column, place] of Object.entries(plan)) {
        const stored = asStored(filled[table][column]);
        if (!(typeof place === "object" && "leftOut" in place)) continue;
        if (typeof stored !== "string" || stored.length <= 8 || exported.has(stored)) continue;
        if (text.includes(JSON.stringify(stored))) problems.push(`${table}.${column} is left out but in the file`);
      }
    }
    expect(problems).toEqual([]);
  });
});
