// The `indefinite` package ships no types; this is the one call the kernel makes.
declare module "indefinite" {
  export default function indefinite(
    word: string,
    options?: { articleOnly?: boolean; capitalize?: boolean; caseInsensitive?: boolean; numbers?: "colloquial" },
  ): string;
}
