// The niche picker's presets and how a niche is chosen and shown.

export const PRESET_NICHES = [
  { value: "beauty", label: "Beauty" },
  { value: "gaming", label: "Gaming" },
  { value: "diy", label: "DIY" },
  { value: "food", label: "Food" },
  { value: "fitness", label: "Fitness" },
  { value: "education", label: "Education" },
] as const;

export const DEFAULT_NICHE = "technology";
/** The server caps a niche at 60 characters; the input stops there so nothing is cut silently. */
export const CUSTOM_NICHE_MAX = 60;

/** A custom niche that is non-empty after trimming overrides the selected preset. */
export function effectiveNiche(selected: string, custom: string): string {
  const typed = custom.trim();
  return typed || selected;
}

/** "technology" -> "Technology", "diy" -> "DIY"; a creator's own capitalisation is kept. */
export function displayNiche(niche: string): string {
  const n = niche.trim();
  const preset = PRESET_NICHES.find((p) => p.value === n.toLowerCase());
  if (preset) return preset.label;
  if (n !== n.toLowerCase()) return n;
  return n.charAt(0).toUpperCase() + n.slice(1);
}
