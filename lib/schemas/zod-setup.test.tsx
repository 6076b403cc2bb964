// .tsx so it runs in the jsdom project: the setup only acts where there is a window.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { config } from "zod";
import { loginFormSchema } from "./auth";

describe("zod setup for the browser (lib/schemas/zod-setup.ts)", () => {
  it("runs before any schema module builds a schema: each one imports it first", () => {
    const dir = join(process.cwd(), "lib/schemas");
    const modules = readdirSync(dir).filter((f) => /\.ts$/.test(f) && !f.includes(".test.") && f !== "zod-setup.ts");
    expect(modules.length).toBeGreaterThan(3);
    for (const file of modules) {
      const firstImport = readFileSync(join(dir, file), "utf8")
        .split("\n")
        .find((line) => line.startsWith("import "));
      expect(`${file}: ${firstImport}`).toBe(`${file}: import "./zod-setup";`);
    }
  });

  it("leaves zod jitless in the browser, so it never probes eval, and the schemas still validate", () => {
    expect(config().jitless).toBe(true);
    expect(loginFormSchema.safeParse({ email: " a@b.co ", password: "x" })).toEqual({
      success: true,
      data: { email: "a@b.co", password: "x" },
    });
    expect(loginFormSchema.safeParse({ email: "", password: "" }).error?.issues.map((i) => i.message)).toEqual([
      "Please enter your email",
      "Please enter your password",
    ]);
  });
});
