// Stripe's object shapes for the Stripe stand-in (test/stripe-stub.ts): each factory returns a
// price, customer, checkout session, subscription, charge, invoice, refund, dispute or event with
// the fields the real API sends (API version STUB_API_VERSION), so the real SDK and our code read
// them exactly as they would read Stripe's. No state here: the stand-in keeps the objects.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";

export type Obj = Record<string, unknown> & { id: string };
export type PriceSpec = { amount: number; interval: "month" | "year"; currency?: string; product?: string };
/** A checkout session plus our bookkeeping of its line items (stripped by the stand-in's views). */
export type SessionObj = Obj & { line_items_data: Obj[] };

export const STUB_API_VERSION = "2026-10-28.endive";
export const now = () => Math.floor(Date.now() / 1000);
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
export const list = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });

export function priceObject(id: string, spec: PriceSpec): Obj {
  return {
    id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: now(),
    currency: spec.currency ?? "usd",
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: spec.product ?? `prod_${id.replace(/^price_/, "").replace(/_(monthly|yearly)$/, "")}`,
    recurring: {
      interval: spec.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: "licensed",
    },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: spec.amount,
    unit_amount_decimal: String(spec.amount),
  };
}

export function customerObject(form: Record<string, unknown>): Obj {
  return {
    id: stripeId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: (form.description as string) ?? null,
    email: (form.email as string) ?? null,
    invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: (form.metadata as object) ?? {},
    name: (form.name as string) ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export function lineItemObject(price: Obj, quantity: number): Obj {
  const amount = (price.unit_amount as number) * quantity;
  return {
    id: stripeId("li"),
    object: "item",
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: price.product,
    metadata: {},
    price,
    quantity,
  };
}

/** An open hosted checkout session for `form` (already validated) whose page lives at `payUrl`. */
export function checkoutSessionObject(
  form: Record<string, unknown>,
  lineItems: Obj[],
  customerEmail: string | null,
  payUrl: (id: string) => string,
): SessionObj {
  const id = `cs_test_${randomBytes(24).toString("base64url").replace(/[-_]/g, "a")}`;
  const total = lineItems.reduce((n, li) => n + (li.amount_total as number), 0);
  const customer = (form.customer as string) ?? null;
  return {
    id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: (form.cancel_url as string) ?? null,
    client_reference_id: (form.client_reference_id as string) ?? null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: now(),
    currency: lineItems[0].currency,
    custom_fields: [],
    custom_text: {},
    customer,
    customer_creation: customer ? null : "if_required",
    customer_details: customer ? { email: customerEmail } : null,
    customer_email: (form.customer_email as string) ?? null,
    expires_at: now() + 86400,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: (form.metadata as object) ?? {},
    mode: form.mode ?? "payment",
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "always",
    payment_method_types: ["card"],
    payment_status: "unpaid",
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: form.success_url as string,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: payUrl(id),
    subscription_data: form.subscription_data,
    line_items_data: lineItems,
  } as unknown as SessionObj;
}

/** An active subscription to one price, its first period starting now. */
export function subscriptionObject(customer: string, price: Obj, metadata: Record<string, string>): Obj {
  const id = stripeId("sub");
  const created = now();
  const end = created + ((price.recurring as { interval: string }).interval === "year" ? 365 : 30) * 86400;
  return {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: created,
    billing_cycle_anchor_config: null,
    billing_mode: { type: "flexible" },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created,
    currency: price.currency,
    customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: stripeId("pm"),
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
    items: list(
      [
        {
          id: stripeId("si"),
          object: "subscription_item",
          billing_thresholds: null,
          created,
          current_period_end: end,
          current_period_start: created,
          discounts: [],
          metadata: {},
          price,
          quantity: 1,
          subscription: id,
          tax_rates: [],
        },
      ],
      `/v1/subscription_items?subscription=${id}`,
    ),
    latest_invoice: null,
    livemode: false,
    metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: created,
    status: "active",
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  };
}

type BillingReason = "subscription_create" | "subscription_cycle";
type Item = Obj & { price: Obj; current_period_start: number; current_period_end: number };

/** The succeeded charge and paid invoice for the current period of `sub`. */
export function periodBillObjects(
  sub: Obj,
  email: string | null,
  reason: BillingReason,
): { invoice: Obj; charge: Obj } {
  const item = (sub.items as { data: Obj[] }).data[0] as Item;
  const amount = item.price.unit_amount as number;
  const invoiceId = stripeId("in");
  const charge: Obj = {
    id: stripeId("ch"),
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: stripeId("txn"),
    billing_details: { address: null, email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: "TRENDSCRIPT",
    captured: true,
    created: now(),
    currency: item.price.currency,
    customer: sub.customer,
    description: reason === "subscription_create" ? "Subscription creation" : "Subscription update",
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: stripeId("pi"),
    payment_method: sub.default_payment_method,
    payment_method_details: { type: "card" },
    receipt_email: email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  };
  const invoice: Obj = {
    id: invoiceId,
    object: "invoice",
    account_country: "US",
    account_name: "TrendScript",
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: amount,
    amount_remaining: 0,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: reason,
    collection_method: "charge_automatically",
    created: now(),
    currency: item.price.currency,
    customer: sub.customer,
    customer_email: email,
    description: null,
    discounts: [],
    lines: list(
      [
        {
          id: stripeId("il"),
          object: "line_item",
          amount,
          currency: item.price.currency,
          description: `1 × ${item.price.product}`,
          discountable: true,
          discounts: [],
          invoice: invoiceId,
          livemode: false,
          metadata: {},
          parent: {
            subscription_item_details: { subscription: sub.id, subscription_item: item.id },
            type: "subscription_item_details",
          },
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            price_details: { price: item.price.id, product: item.price.product },
            type: "price_details",
            unit_amount_decimal: String(amount),
          },
          quantity: 1,
        },
      ],
      `/v1/invoices/${invoiceId}/lines`,
    ),
    livemode: false,
    metadata: {},
    parent: {
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
      type: "subscription_details",
    },
    period_end: item.current_period_start,
    period_start: item.current_period_start,
    status: "paid",
    status_transitions: { finalized_at: now(), marked_uncollectible_at: null, paid_at: now(), voided_at: null },
    subtotal: amount,
    total: amount,
  };
  return { invoice, charge };
}

export function refundObject(charge: Obj, amount: number, form: Record<string, unknown>): Obj {
  return {
    id: stripeId("re"),
    object: "refund",
    amount,
    balance_transaction: stripeId("txn"),
    charge: charge.id,
    created: now(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: { card: { type: "refund" }, type: "card" },
    metadata: (form.metadata as object) ?? {},
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: (form.reason as string) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}

/** A charge.dispute.created payload for a charge. */
export function disputeObject(c: Obj): Obj {
  return {
    id: stripeId("dp"),
    object: "dispute",
    amount: c.amount,
    balance_transactions: [],
    charge: c.id,
    created: now(),
    currency: c.currency,
    enhanced_eligibility_types: [],
    evidence: {},
    evidence_details: { due_by: now() + 7 * 86400, has_evidence: false, past_due: false, submission_count: 0 },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: c.payment_intent,
    reason: "fraudulent",
    status: "needs_response",
  };
}

export function eventObject(
  type: string,
  object: object,
  extra: { created?: number; previous_attributes?: object } = {},
): Stripe.Event {
  return {
    id: stripeId("evt"),
    object: "event",
    api_version: STUB_API_VERSION,
    created: extra.created ?? now(),
    data: {
      object: structuredClone(object),
      ...(extra.previous_attributes ? { previous_attributes: extra.previous_attributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}
