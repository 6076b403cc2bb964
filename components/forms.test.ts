// Every form posts. A form without a method submits as GET, so a click before the page's script
// has run (or with JavaScript off) would put its fields (a password, a token, an email, a message)
// into the URL, the browser history and the server log. So each <form> either has a server action
// (React renders it as method="POST" with the action's own fields) or declares method="post" with
// no action or a same-origin path without a query.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(__dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [path] : [];
  });
}

/** The opening tag of each <form ...> (JSX: a ">" inside {...} does not end it). */
function formTags(text: string): string[] {
  const tags: string[] = [];
  for (let start = text.indexOf("<form"); start !== -1; start = text.indexOf("<form", start + 1)) {
    if (/[\w-]/.test(text[start + 5] ?? "")) continue; // <formula>, <FormField>...
    let depth = 0;
    let end = start;
    for (; end < text.length; end++) {
      const ch = text[end];
      if (ch === "{") depth++;
      else if (ch === "}") depth--;
      else if (ch === ">" && depth === 0) break;
    }
    tags.push(text.slice(start, end + 1));
  }
  return tags;
}

const forms = ["app", "components"].flatMap((dir) =>
  sources(join(ROOT, dir)).flatMap((file) =>
    formTags(readFileSync(file, "utf8")).map((tag) => ({ file: relative(ROOT, file), tag })),
  ),
);

it("finds the app's forms (sign-in, sign-up, password reset, support, admin, privacy)", () => {
  const files = new Set(forms.map((f) => f.file));
  for (const f of [
    "components/auth/login-form.tsx",
    "components/auth/signup-form.tsx",
    "components/auth/password-reset-forms.tsx",
    "components/support/support-page-form.tsx",
    "components/support/support-dialog.tsx",
    "components/admin/sessions-tab.tsx",
  ]) {
    expect(files).toContain(f);
  }
  expect(forms.length).toBeGreaterThanOrEqual(17);
});

it.each(forms.map((f) => [`${f.file}: ${f.tag.slice(0, 60).replace(/\s+/g, " ")}`, f.tag]))(
  "%s posts",
  (_name, tag) => {
    expect(tag).not.toMatch(/\smethod=["'{]?\s*["']?get/i);
    const serverAction = /\saction=\{/.test(tag);
    const declaresPost = /\smethod="post"/.test(tag);
    expect(serverAction || declaresPost).toBe(true);
    if (serverAction) expect(tag).not.toMatch(/\smethod=/); // React sets POST itself for a function action
    const target = /\saction="([^"]*)"/.exec(tag)?.[1];
    if (target !== undefined) expect(target).toMatch(/^\/(?!\/)[^?#]*$/);
  },
);
