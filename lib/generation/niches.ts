// The niche table moved to lib/niches (one file per preset); the writers keep importing it from here.
export * from "@/lib/niches";
