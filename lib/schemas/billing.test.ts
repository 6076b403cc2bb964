import { checkoutRequestSchema, sessionIdParamsSchema, usableSessionId } from "./billing";

describe("billing schemas", () => {
  it("uses a session_id only if it starts with cs_ and is longer than 10 characters", () => {
    expect(usableSessionId("cs_test_abc")).toBe("cs_test_abc");
    expect(usableSessionId("cs_1234567")).toBeNull(); // exactly 10
    expect(usableSessionId("pi_test_abcdef")).toBeNull();
    expect(usableSessionId(undefined)).toBeNull();
  });

  it("accepts only test or live checkout ids as a path parameter", () => {
    expect(sessionIdParamsSchema.safeParse({ sessionId: "cs_live_a1B2" }).success).toBe(true);
    for (const bad of ["cs_prod_a1", "cs_test_", "cs_test_a-1", "cs_test_a1/..", "CS_TEST_A1"])
      expect(sessionIdParamsSchema.safeParse({ sessionId: bad }).success).toBe(false);
  });

  it("takes a paid tier and the interval, nothing else", () => {
    expect(checkoutRequestSchema.parse({ tier: "pro" })).toEqual({ tier: "pro", isYearly: false });
    expect(checkoutRequestSchema.safeParse({ tier: "free", isYearly: false }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ tier: "pro", isYearly: true, stripeCustomerId: "cus_x" }).success).toBe(
      false,
    );
  });
});
