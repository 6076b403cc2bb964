import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import config from "@/next.config";
import { AUTH_QUERY_IN_URL, devOrigins } from "./dev-server";

const iface = (address: string, family: "IPv4" | "IPv6", internal = false) =>
  ({ address, family, internal, netmask: "", mac: "00:00:00:00:00:00", cidr: null, scopeid: 0 }) as never;

describe("next dev answers at every address of the machine", () => {
  it("allows loopback, the machine's name and every non-internal address, IPv6 in brackets", () => {
    const hosts = devOrigins(
      {
        lo: [iface("127.0.0.1", "IPv4", true), iface("::1", "IPv6", true)],
        eth0: [iface("192.168.1.23", "IPv4"), iface("FE80::1", "IPv6")],
      },
      "Studio-Box",
    );
    expect(hosts).toEqual(
      expect.arrayContaining(["localhost", "127.0.0.1", "[::1]", "192.168.1.23", "[fe80::1]", "studio-box"]),
    );
    expect(hosts).toHaveLength(6);
  });

  it("is on in `next dev` only, with this machine's addresses; builds and `next start` don't carry it", () => {
    const dev = config(PHASE_DEVELOPMENT_SERVER);
    expect(dev.allowedDevOrigins).toEqual(devOrigins());
    expect(dev.allowedDevOrigins).toEqual(expect.arrayContaining(["127.0.0.1"]));
    expect(config(PHASE_PRODUCTION_BUILD).allowedDevOrigins).toBeUndefined();
    expect(config(PHASE_PRODUCTION_SERVER).allowedDevOrigins).toBeUndefined();
  });
});

describe("the dev request log never shows a query string of the account pages", () => {
  const logged = (url: string) => {
    const { logging } = config(PHASE_DEVELOPMENT_SERVER);
    const incoming = logging && typeof logging.incomingRequests === "object" ? logging.incomingRequests : {};
    return !(incoming.ignore ?? []).some((pattern) => pattern.test(url));
  };

  it.each([
    "/login?email=creator%40example.com&password=Correct-horse-42%21",
    "/login?callbackUrl=%2Fdashboard",
    "/signup?email=a%40b.co&password=x",
    "/verify-email?token=abc",
    "/auth/reset-password?token=abc",
    "/auth/forgot-password?email=a%40b.co",
    "/auth/oauth-result?error=AccessDenied",
    "/api/auth/callback/google?code=secret&state=s",
    "/api/verify-email?token=abc",
    "/LOGIN?password=x",
  ])("leaves out %s", (url) => {
    expect(logged(url)).toBe(false);
  });

  it.each([
    "/login",
    "/auth/reset-password",
    "/dashboard?from=subscription-complete",
    "/api/trends/fitness?x=1",
    "/loginhelp?x=1",
    "/api/authors?x=1",
    "/pricing",
  ])("still logs %s", (url) => {
    expect(logged(url)).toBe(true);
  });

  it("matches the exported pattern, and the server-function log (an action's arguments) is off", () => {
    const { logging } = config(PHASE_PRODUCTION_SERVER);
    expect(logging).toMatchObject({ incomingRequests: { ignore: [AUTH_QUERY_IN_URL] }, serverFunctions: false });
  });
});
