// Where a script will be posted. Each platform's length window decides how much the writer says,
// its caption limit how long the caption may be, and its hashtag count how many tags go with it.
// Without a platform a script runs the product's own 60-90 seconds. Client-safe.

export const PLATFORM_IDS = ["default", "tiktok", "reels", "shorts"] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

export type Platform = {
  id: PlatformId;
  label: string;
  /** Runtime the script must land in, seconds. */
  window: readonly [number, number];
  /** Where the writer aims inside the window, leaving room for a regenerated or edited beat. */
  aim: readonly [number, number];
  /** Hard limit of the caption (for Shorts: the title), in characters. */
  captionMax: number;
  captionLabel: "Caption" | "Title";
  /** Hashtags posted with the video. */
  hashtags: number;
  /** Hashtags go inside the caption (TikTok, Reels) rather than on their own line (Shorts' description). */
  hashtagsInCaption: boolean;
  /** Why this window, in one line for the picker. */
  note: string;
};

export const PLATFORMS: Record<PlatformId, Platform> = {
  default: {
    id: "default",
    label: "Any platform",
    window: [60, 90],
    aim: [70, 80],
    captionMax: 150,
    captionLabel: "Caption",
    hashtags: 5,
    hashtagsInCaption: false,
    note: "60-90 seconds",
  },
  // TikTok pays creators only for videos over one minute; captions may run to 4,000 characters.
  tiktok: {
    id: "tiktok",
    label: "TikTok",
    window: [61, 90],
    aim: [68, 78],
    captionMax: 4000,
    captionLabel: "Caption",
    hashtags: 5,
    hashtagsInCaption: true,
    note: "just over a minute, up to 90 seconds",
  },
  // Reels captions stop at 2,200 characters and, since December 2025, at 5 hashtags.
  reels: {
    id: "reels",
    label: "Instagram Reels",
    window: [30, 90],
    aim: [45, 55],
    captionMax: 2200,
    captionLabel: "Caption",
    hashtags: 5,
    hashtagsInCaption: true,
    note: "30-90 seconds, best around 45-55",
  },
  // Shorts loop best under a minute; the title holds 100 characters and the first 3 hashtags show above it.
  shorts: {
    id: "shorts",
    label: "YouTube Shorts",
    window: [30, 60],
    aim: [40, 50],
    captionMax: 100,
    captionLabel: "Title",
    hashtags: 3,
    hashtagsInCaption: false,
    note: "under a minute, best around 40-50 seconds",
  },
};

export const DEFAULT_PLATFORM: PlatformId = "default";

export function platformOf(id: string | null | undefined): Platform {
  return PLATFORMS[(PLATFORM_IDS as readonly string[]).includes(id ?? "") ? (id as PlatformId) : DEFAULT_PLATFORM];
}
