// The digest email: one per creator per day, all their niches in it. HTML built for the major
// clients (nested tables, inline styles, no external CSS or images, a hidden preheader) with a
// plain-text part that reads on its own, and the RFC 8058 one-click unsubscribe headers.
// Every piece of text is escaped: niche names are typed by creators.
import "server-only";
import { appUrl } from "@/env";
import {
  hooksHeading,
  longDate,
  metaLine,
  nicheHeading,
  nicheList,
  noSignalsText,
  NO_SIGNALS_DETAIL,
  REPEAT_NOTE,
  sourceText,
} from "./format";
import type { BriefContent } from "./types";
import { oneClickUrl, preferencesUrl, unsubscribePageUrl } from "./unsubscribe";

export type DigestBrief = { niche: string; content: BriefContent };
export type Digest = { subject: string; text: string; html: string; headers: Record<string, string> };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const steps = (outline: string) =>
  outline
    .split(/\s*->\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const C = { text: "#1f2937", muted: "#6b7280", brand: "#6d28d9", line: "#e5e7eb", soft: "#f5f3ff", page: "#f4f4f7" };

export const dashboardUrl = () => `${appUrl()}/dashboard#today`;

export function digestSubject(date: string, niches: string[]): string {
  return `Your daily brief for ${shortDate(date)}: ${nicheList(niches)}`;
}

function textPart(name: string, date: string, briefs: DigestBrief[], unsubscribe: string): string {
  const out: string[] = [
    `Your daily brief for ${longDate(date)}`,
    "",
    `Hi ${name}, here's today's brief for ${nicheList(briefs.map((b) => b.niche))}.`,
  ];
  for (const { niche, content } of briefs) {
    out.push("", `== ${niche.toUpperCase()} ==`);
    if (content.empty) {
      out.push(`${noSignalsText(niche)}.`, NO_SIGNALS_DETAIL);
      continue;
    }
    out.push("", "Trending now");
    content.trends.forEach((t, i) => {
      out.push(`${i + 1}. ${t.name}`, `   ${t.description}`, `   ${metaLine(t)}`);
    });
    out.push(`${sourceText(content.trends.map((t) => t.source))}.`);
    if (content.hooks.length) {
      out.push("", hooksHeading(content.hooks));
      for (const h of content.hooks) out.push(`- "${h.text}" (${h.trend}${h.repeat ? `, ${REPEAT_NOTE}` : ""})`);
    }
    if (content.idea) {
      const idea = content.idea;
      out.push("", `Ready to film: ${idea.trend}`, `Hook: "${idea.hook}"`, "Outline:");
      steps(idea.outline).forEach((s, i) => out.push(`  ${i + 1}. ${s}`));
      out.push(
        // An example's idea carries no estimate (it would rest on made-up views).
        `Engagement potential: ${idea.engagementPotential}${idea.estimatedViews ? ` · est. ${idea.estimatedViews} views` : ""}`,
        `Develop it into a script: ${dashboardUrl()}`,
      );
    }
  }
  out.push(
    "",
    "---",
    "You get this email because you follow niches on TrendScript and said yes to product emails.",
    `Preferences (time zone, digest on or off): ${preferencesUrl()}`,
    `Unsubscribe from the daily brief: ${unsubscribe}`,
  );
  return out.join("\n");
}

const p = (text: string, style = "") =>
  `<p style="margin:0 0 8px;${FONT}font-size:15px;line-height:22px;color:${C.text};${style}">${text}</p>`;

function nicheHtml({ niche, content }: DigestBrief): string {
  const rows: string[] = [
    `<h2 style="margin:24px 0 8px;${FONT}font-size:20px;line-height:26px;color:${C.brand};">${esc(nicheHeading(niche))}</h2>`,
  ];
  if (content.empty) {
    rows.push(p(`<strong>${esc(noSignalsText(niche))}.</strong>`), p(esc(NO_SIGNALS_DETAIL), `color:${C.muted};`));
    return rows.join("");
  }
  rows.push(`<h3 style="margin:8px 0;${FONT}font-size:16px;color:${C.text};">Trending now</h3>`);
  for (const t of content.trends) {
    rows.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-left:3px solid ${C.brand};margin:0 0 12px;"><tr><td style="padding:4px 0 4px 12px;">`,
      p(`<strong>${esc(t.name)}</strong>`, "margin:0 0 4px;"),
      p(esc(t.description), "margin:0 0 4px;font-size:14px;"),
      p(esc(metaLine(t)), `margin:0;font-size:13px;color:${C.muted};`),
      `</td></tr></table>`,
    );
  }
  rows.push(p(esc(sourceText(content.trends.map((t) => t.source))), `font-size:12px;color:${C.muted};`));
  if (content.hooks.length) {
    rows.push(
      `<h3 style="margin:16px 0 8px;${FONT}font-size:16px;color:${C.text};">${esc(hooksHeading(content.hooks))}</h3>`,
    );
    rows.push(`<ol style="margin:0 0 12px 20px;padding:0;">`);
    for (const h of content.hooks) {
      const note = `${esc(h.trend)}${h.repeat ? `, ${REPEAT_NOTE}` : ""}`;
      rows.push(
        `<li style="margin:0 0 6px;${FONT}font-size:15px;line-height:22px;color:${C.text};">&ldquo;${esc(h.text)}&rdquo; <span style="color:${C.muted};font-size:13px;">(${note})</span></li>`,
      );
    }
    rows.push(`</ol>`);
  }
  if (content.idea) {
    const idea = content.idea;
    const list = steps(idea.outline)
      .map((s) => `<li style="margin:0 0 4px;${FONT}font-size:14px;line-height:20px;color:${C.text};">${esc(s)}</li>`)
      .join("");
    rows.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${C.soft}" style="background:${C.soft};border-radius:6px;"><tr><td style="padding:16px;">`,
      p(`<strong>Ready to film:</strong> ${esc(idea.trend)}`, "margin:0 0 6px;"),
      p(`&ldquo;${esc(idea.hook)}&rdquo;`, "margin:0 0 8px;font-weight:bold;"),
      `<ol style="margin:0 0 8px 20px;padding:0;">${list}</ol>`,
      p(
        `Engagement potential: ${esc(idea.engagementPotential)}${idea.estimatedViews ? ` &middot; est. ${esc(idea.estimatedViews)} views` : ""}`,
        `font-size:13px;color:${C.muted};`,
      ),
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="${C.brand}" style="background:${C.brand};border-radius:6px;">`,
      `<a href="${esc(dashboardUrl())}" style="display:inline-block;padding:10px 18px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">Develop this script</a>`,
      `</td></tr></table>`,
      `</td></tr></table>`,
    );
  }
  return rows.join("");
}

function htmlPart(subject: string, name: string, date: string, briefs: DigestBrief[], unsubscribe: string): string {
  const niches = nicheList(briefs.map((b) => b.niche));
  const preheader =
    briefs.flatMap((b) => b.content.trends.slice(0, 1).map((t) => `${b.niche}: ${t.name}`)).join(" · ") ||
    `Today's brief for ${niches}`;
  const link = (href: string, label: string) =>
    `<a href="${esc(href)}" style="color:${C.muted};text-decoration:underline;">${label}</a>`;
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light only"><title>${esc(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${C.page};">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${esc(preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${C.page}" style="background:${C.page};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${C.line};border-radius:8px;"><tr><td style="padding:24px;">`,
    p(
      `<strong style="color:${C.brand};">TrendScript</strong> &middot; Your daily brief`,
      `font-size:13px;color:${C.muted};`,
    ),
    `<h1 style="margin:0 0 12px;${FONT}font-size:24px;line-height:30px;color:${C.text};">${esc(longDate(date))}</h1>`,
    p(`Hi ${esc(name)}, here&rsquo;s today&rsquo;s brief for ${esc(niches)}.`),
    ...briefs.map(nicheHtml),
    `<hr style="border:0;border-top:1px solid ${C.line};margin:24px 0 12px;">`,
    p(
      "You get this email because you follow niches on TrendScript and said yes to product emails.",
      `font-size:12px;line-height:18px;color:${C.muted};`,
    ),
    p(
      `${link(preferencesUrl(), "Preferences")} &middot; ${link(unsubscribe, "Unsubscribe from the daily brief")}`,
      `font-size:12px;line-height:18px;color:${C.muted};`,
    ),
    `</td></tr></table>`,
    `</td></tr></table></body></html>`,
  ].join("");
}

export function renderDigest(
  user: { id: string; firstName: string | null },
  date: string,
  briefs: DigestBrief[],
): Digest {
  const name = user.firstName?.trim() || "Creator";
  const subject = digestSubject(
    date,
    briefs.map((b) => b.niche),
  );
  const unsubscribe = unsubscribePageUrl(user.id);
  return {
    subject,
    text: textPart(name, date, briefs, unsubscribe),
    html: htmlPart(subject, name, date, briefs, unsubscribe),
    headers: {
      "List-Unsubscribe": `<${oneClickUrl(user.id)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
