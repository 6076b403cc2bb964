// /dashboard/channel: what works for the creator's connected channel (?id= picks one of several).
// Static like the dashboard: the page asks the API for the channel once it is in the browser.
import { Suspense } from "react";
import { ChannelPage } from "@/components/channels/channel-page";

export const dynamic = "force-static";
export const metadata = { title: "What works for your channel" };

export default function Channel() {
  return (
    <Suspense>
      <ChannelPage />
    </Suspense>
  );
}
