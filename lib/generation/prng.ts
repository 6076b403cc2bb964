// Seeded randomness lives in the language kernel (lib/language/prng.ts); this path stays for the
// curated seed (lib/trends/curated-seed.ts) until it imports the kernel itself.
export * from "@/lib/language/prng";
