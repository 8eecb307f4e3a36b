import tailwind from "@tailwindcss/postcss";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { beforeAll, describe, expect, it } from "vitest";

const web = join(import.meta.dirname, "..");

/** A stylesheet as the build compiles it (the same PostCSS plugin as postcss.config.mjs). */
async function compile(file: string): Promise<string> {
  const path = join(web, file);
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(readFileSync(path, "utf8"), {
    from: path,
  });
  return result.css;
}

/** The class names a stylesheet defines, as written in the markup (`md:grid-cols-[1fr_auto]`). */
function classNames(css: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(/\.(-?[A-Za-z_](?:\\.|[\w-])*)/g)) names.add(match[1]!.replace(/\\(.)/g, "$1"));
  return names;
}

/** Every word of the storefront's source files (a class name is one): the back office's files are not read. */
function storefrontWords(): Set<string> {
  const back = [/^components\/admin\//, /^app\/\(gestion\)\//, /^lib\/admin\//, /^messages\/admin\.ts$/];
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(web, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) && !back.some((re) => re.test(path)))
        texts.push(readFileSync(join(web, path), "utf8"));
    }
  };
  for (const folder of ["app", "components", "lib", "messages"]) walk(folder);
  return new Set(texts.join("\n").split(/[\s"'`]+/));
}

describe("the storefront's and the back office's stylesheets", () => {
  let shop: string;
  let office: string;
  beforeAll(async () => {
    [shop, office] = await Promise.all([compile("app/globals.css"), compile("app/(gestion)/gestion.css")]);
  }, 30_000);

  it("gives the shop's pages a stylesheet without the back office's rules", () => {
    expect(shop.length).toBeLessThan(office.length * 0.9);
    const shopClasses = classNames(shop);
    for (const name of shopClasses) expect(office, name).toContain(`.${name.replace(/([^\w-])/g, "\\$1")}`);
  });

  it("leaves out only classes no storefront source names", () => {
    const words = storefrontWords();
    const shopClasses = classNames(shop);
    const officeOnly = [...classNames(office)].filter((name) => !shopClasses.has(name) && /[a-z]-/.test(name));
    expect(officeOnly.length).toBeGreaterThan(20);
    for (const name of officeOnly) expect(words.has(name), name).toBe(false);
  });

  it("carries the brand's theme and the Arabic face in both", () => {
    for (const css of [shop, office]) {
      expect(css).toContain("--color-gold:#c8a24a");
      expect(css).toContain("Noto Sans Arabic Shop");
      expect(css).toContain("content-visibility:auto");
    }
  });
});
