// /diagnostics/crash: throws during render on purpose, so operators (and the browser tests) can
// see the crash screen work in a real build. It touches no data.
export const dynamic = "force-dynamic";

export default function CrashDiagnostics(): never {
  throw new Error("Diagnostics: deliberate render error to verify the crash screen");
}
