// Quotas and usage (server-only). The billing webhook calls resetUsagePeriod on invoice.paid.
import "server-only";

export { limitMessage, periodStart, refund, reserve, resetUsagePeriod, usageView } from "./quota";
export type { Reservation, UsageKind, UsageView } from "./quota";
export { modelInfo, subscriptionStatus } from "./status";
