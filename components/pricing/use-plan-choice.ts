"use client";
// Choosing a plan on /pricing: the current tier only shows a notice; free while
// on a paid tier calls the downgrade then reloads; a paid tier starts a checkout and goes to its
// url. Errors become the pricing page's toasts (401 -> sign in again, 429, network).
import { useState } from "react";
import { toast } from "sonner";
import type { CheckoutSessionResponseDTO, DowngradeDTO } from "@/lib/dto";
import { apiJson, serverMessage, httpStatus } from "@/lib/client/api";
import type { Tier } from "@/lib/plans";
import { alreadyOnNotice } from "./plan-actions";

export const PRICING_LOGIN_REDIRECT_MS = 2000;
const CHECKOUT_FAILED = "Failed to start subscription process. Please try again.";

/** Navigation, swappable in component tests (jsdom can't navigate). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

function authRequired() {
  toast.error("Authentication Required", { description: "Please log in again to continue with your subscription." });
  setTimeout(() => browser.assign("/api/login"), PRICING_LOGIN_REDIRECT_MS);
}

export function checkoutErrorToast(err: unknown): void {
  const status = httpStatus(err);
  if (status === null) {
    toast.error("Connection Issue", {
      description: "Please check your internet connection and try again. If the problem persists, contact support.",
    });
  } else if (status === 401) {
    authRequired();
  } else if (status === 429) {
    toast.error("Too Many Requests", { description: "Please wait a moment before trying again." });
  } else if (status === 503) {
    // Billing switched off (or the payment provider down): the server's own words.
    toast.error(serverMessage(err, CHECKOUT_FAILED));
  } else {
    toast.error("Error", { description: CHECKOUT_FAILED });
  }
}

export function usePlanChoice(currentTier: Tier | null, isYearly: boolean) {
  const [pending, setPending] = useState<Tier | null>(null);

  async function startCheckout(tier: Tier) {
    if (currentTier === tier) return void toast.info(alreadyOnNotice(tier));
    setPending(tier);
    try {
      const { url } = await apiJson<CheckoutSessionResponseDTO>("POST", "/api/create-checkout-session", {
        tier,
        isYearly,
      });
      browser.assign(url);
    } catch (err) {
      checkoutErrorToast(err);
      setPending(null);
    }
  }

  async function downgrade() {
    if (currentTier === "free") return void toast.info(alreadyOnNotice("free"));
    setPending("free");
    try {
      const res = await apiJson<DowngradeDTO>("POST", "/api/subscription/downgrade-to-free");
      toast.success("Plan Changed", { description: res.message });
      browser.reload();
    } catch (err) {
      if (httpStatus(err) === 401) authRequired();
      else toast.error("Error", { description: "Failed to downgrade plan. Please contact support." });
      setPending(null);
    }
  }

  return { pending, startCheckout, downgrade };
}
