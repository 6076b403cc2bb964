// The output check reads text the way a browser or a reader would before deciding: each obfuscated
// link of the third security review is caught, each normal word it wrongly flagged passes (a
// product name the evidence itself uses, a missed space between sentences), and allowed names are
// matched as whole words.
import { linksIn, readAsLinks, unaskedText, withoutHandles, withoutLinks } from "./output-check";
import { aiTrendSchema } from "./schemas";

const ZWSP = "\u200B";

describe("the output check", () => {
  // [written, what the model was given (niche, topic, hashtags), the verdict]
  const table: [string, string[], string | null][] = [
    // Obfuscated links and addresses: caught.
    ["Grab the kit at evil\u3002com today", ["pottery"], "a link"],
    ["Grab the kit at evil\uFF0Ecom today", ["pottery"], "a link"],
    ["Grab the kit at evil\uFF61com today", ["pottery"], "a link"],
    [`Grab the kit at evil.c${ZWSP}om today`, ["pottery"], "a link"],
    ["Follow \uFF20glazequeen for more", ["pottery"], "an @handle"],
    [`Follow @glaze${ZWSP}queen for more`, ["pottery"], "an @handle"],
    ["Details at hxxp://evil.example/win", ["pottery"], "a link"],
    ["Details at hXXps[:]//evil.example", ["pottery"], "a link"],
    ["Details at evil[.]com", ["pottery"], "a link"],
    ["Details at evil(.)com", ["pottery"], "a link"],
    ["Details at evil {dot} shop", ["pottery"], "a link"],
    ["Details at evil dot com", ["pottery"], "a link"],
    ["Details at evil DOT co DOT uk", ["pottery"], "a link"],
    ["Mail prizes [at] evil [dot] com", ["pottery"], "an e-mail address"],
    ["Mail prizes\uFF20evil.com", ["pottery"], "an e-mail address"],
    ["The files are at 203.0.113.9/glazes.zip", ["pottery"], "a link"],
    ["The files are at 203.0.113.9:8080", ["pottery"], "a link"],
    ["The files are at evil.com:8080/x", ["pottery"], "a link"],
    // Plain links, addresses, handles and markup: caught.
    ["Please visit http://evil.example now", ["pottery"], "a link"],
    ["Write to win@evil.example", ["pottery"], "an e-mail address"],
    ["Follow @evilhandle for more", ["pottery"], "an @handle"],
    ['Click <a href="x">here</a>', ["pottery"], "markup"],
    // Allowed names match whole words: a niche brisk.com is no licence for k.com.
    ["Try k.com for cheap kits", ["brisk.com"], "a link"],
    ["Brisk.com reviews are up 40%", ["brisk.com"], null],
    ["Booking.com deals are rising", ["travel", "booking.com deals"], null],
    ["Booking.com/deals has them", ["travel", "booking.com"], "a link"],
    // Normal words: pass. A product name passes when the evidence names it.
    ["ASP.NET Core 10 ships minimal APIs", ["web development", "ASP.NET Core"], null],
    ["Claude.ai now writes whole apps", ["ai tools", "Claude.ai"], null],
    ["Prototype it on bolt.new in an hour", ["ai tools", "bolt.new", "#boltnew"], null],
    ["Twitch.tv streamers are trying it", ["streaming", "Twitch.tv"], null],
    ["Resellers on Vinted.co.uk love it", ["reselling", "Vinted.co.uk"], null],
    ["Make a plan.So easy, even on a Monday", ["meal prep"], null],
    ["Zone 2 cardio, e.g. 3.5 km walks, is up 40%", ["fitness"], null],
    ["Polka dot fashion is back; the red dot is the hook", ["fashion"], null],
    ["Node.js 24 and Next.js 16 are out", ["web development"], null],
  ];

  it.each(table)("%j given %j: %s", (text, given, verdict) => {
    expect(unaskedText(text, given)).toBe(verdict);
  });

  it("reads the forms a browser reads as the plain link", () => {
    expect(readAsLinks(`evil\u3002com evil\uFF0Ecom evil.c${ZWSP}om hxxp://x.io evil[.]com evil dot com`)).toBe(
      "evil.com evil.com evil.com http://x.io evil.com evil.com",
    );
    expect(linksIn("go to www.evil.com or evil.shop, or mail a@b.co")).toEqual(["www.evil.com", "evil.shop", "a@b.co"]);
    expect(withoutLinks("Great glaze - see evil[.]com or 203.0.113.9/win")).toBe("Great glaze - see or");
    expect(withoutLinks("Great glaze - visit http://evil.example/win or mail prizes@evil.example")).toBe(
      "Great glaze - visit or mail",
    );
  });

  it("takes handles and addresses out of a stranger's name", () => {
    expect(withoutHandles("@evil.example")).toBe("");
    expect(withoutHandles("@free-followers-now.com")).toBe("");
    expect(withoutHandles("prizes@lemmy.evil.example")).toBe("");
    expect(withoutHandles("@alice@mastodon.social")).toBe("");
    expect(withoutHandles("u/free_followers")).toBe("");
    expect(withoutHandles("Clay Studio (clay.studio)")).toBe("Clay Studio ()");
    expect(withoutHandles("Dumpling Diaries")).toBe("Dumpling Diaries");
  });

  it("stores what it read: a model's words are normalised before they are kept", () => {
    const trend = aiTrendSchema.parse({
      id: 0,
      title: `Ｇlaze ${ZWSP}drips`,
      description: "Fullwidth ＡＢＣ and a soft\u00ADhyphen are read as a reader sees them.",
      ideas: Array.from({ length: 3 }, () => ({ hook: "A hook here", outline: "An outline that is long enough" })),
    });
    expect(trend.title).toBe("Glaze drips");
    expect(trend.description).toBe("Fullwidth ABC and a softhyphen are read as a reader sees them.");
  });
});
