import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getImgProps } from "next/dist/shared/lib/get-img-props";
import { imageConfigDefault, prepareImageConfig } from "next/dist/shared/lib/image-config";
import defaultLoader from "next/dist/shared/lib/image-loader";
import nextConfig from "../../next.config";
import { GRID_LAYOUTS } from "@/components/product/product-grid-layout";
import { ShopImage } from "./shop-image";

/** The `<img>` element of some markup (React may add preload hints before it). */
const imgOf = (html: string) => html.slice(html.indexOf("<img"));

/** `next/image`'s `<img>` for the same props, with the image configuration the build gives it (next.config.ts). */
type Props = ComponentProps<typeof ShopImage>;

function nextImage(props: Props): string {
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });
  const { props: attributes } = getImgProps(props as never, { defaultLoader, imgConf } as never);
  return imgOf(renderToStaticMarkup(<img {...(attributes as object)} />));
}

/** The shop's pictures, as their components draw them: fixed widths, `fill` with the layouts' `sizes`, preloaded. */
const CASES: Record<string, Props> = {
  "a cart line (294 px)": { src: "/media/catalog/shoe-2150c0-1.webp", alt: "", width: 294, height: 294, sizes: "294px", className: "aspect-square w-full object-cover" },
  "a fixed width without sizes": { src: "/media/catalog/shoe-2150c0-1.webp", alt: "Chaussure", width: 294, height: 294 },
  "a search suggestion (70 px, fill)": { src: "/media/catalog/a b/é.webp", alt: "", fill: true, sizes: "70px", className: "object-cover" },
  "the product's main picture, preloaded": {
    src: "/media/catalog/shoe-1c1c1e-1.webp",
    alt: "Baskets, Noir, photo 1",
    fill: true,
    preload: true,
    fetchPriority: "high",
    sizes: "(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw",
    className: "object-cover",
  },
  "a listing card": { src: "/media/catalog/shoe-1c1c1e-1.webp", alt: "", fill: true, sizes: GRID_LAYOUTS.sidebar.sizes },
  "a home card": { src: "/media/catalog/shoe-1c1c1e-1.webp", alt: "", fill: true, sizes: GRID_LAYOUTS.full.sizes },
  "a rail card": { src: "/media/x.webp", alt: "", fill: true, sizes: "(min-width: 1440px) 330px, (min-width: 1024px) 24vw, (min-width: 768px) 30vw, (min-width: 544px) 44vw, 70vw" },
  "the hero": { src: "/media/hero.webp", alt: "Un coureur", fill: true, preload: true, sizes: "100vw", className: "object-cover" },
  "no sizes, fill": { src: "/media/x.webp", alt: "", fill: true },
  "eager without preload": { src: "/media/x.webp", alt: "", width: 80, height: 80, loading: "eager" },
};

describe("ShopImage", () => {
  for (const [name, props] of Object.entries(CASES)) {
    it(`draws ${name} as next/image does`, () => {
      expect(imgOf(renderToStaticMarkup(<ShopImage {...props} />))).toBe(nextImage(props));
    });
  }

  it("asks for the preload hint next/image asks for, once per preloaded picture", () => {
    const html = renderToStaticMarkup(
      <html>
        <head />
        <body>
          <ShopImage {...CASES["the product's main picture, preloaded"]!} />
          <ShopImage {...CASES["a listing card"]!} />
        </body>
      </html>,
    );
    const hints = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain('fetchPriority="high"');
    expect(hints[0]).toContain('imageSizes="(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw"');
    expect(hints[0]).toContain(`imageSrcSet="${/srcSet="([^"]+)"/.exec(html.slice(html.indexOf("<img")))![1]}"`);
  });
});
