// The niche picker's presets and how a niche is chosen and shown, derived from the one niche table.
import { PICKER_NICHES } from "@/lib/niches";

export const NICHE_OPTIONS = PICKER_NICHES.map((n) => ({ value: n.key, label: n.label }));

/** A custom niche that is non-empty after trimming overrides the selected preset. */
export function effectiveNiche(selected: string, custom: string): string {
  const typed = custom.trim();
  return typed || selected;
}

/** "technology" -> "Technology", "diy" -> "DIY"; a creator's own capitalisation is kept. */
export function displayNiche(niche: string): string {
  const n = niche.trim();
  const preset = PICKER_NICHES.find((p) => p.key === n.toLowerCase());
  if (preset) return preset.label;
  if (n !== n.toLowerCase()) return n;
  return n.charAt(0).toUpperCase() + n.slice(1);
}
