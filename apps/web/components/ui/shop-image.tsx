import type { CSSProperties, ImgHTMLAttributes } from "react";
import { preload as preloadResource } from "react-dom";
import { optimizedUrl, srcSetWidths } from "@/lib/image-optimizer";

type ShopImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> & {
  /** A local picture (`/media/…`), served by the image optimizer. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Fills its positioned parent (`object-fit` in `className`). */
  fill?: boolean;
  /** Seen first: loaded eagerly and asked for from the head of the HTML. */
  preload?: boolean;
};

const FILL: CSSProperties = { position: "absolute", height: "100%", width: "100%", left: 0, top: 0, right: 0, bottom: 0 };

/**
 * A picture served by the image optimizer: the `<img>` `next/image` renders (its widths, `srcset`, `sizes`, lazy
 * loading, `fill` styles, optimizer addresses, `shop-image.test.tsx` compares the two) and, with `preload`, the
 * same preload hint in the head, without its code: `<Image>` is a client component for a blur placeholder and load
 * callbacks the shop does not use, and its `srcset` helpers weigh 3 KB gzip in a client component's chunk. This
 * is a few lines of arithmetic, the same on the server and in the browser.
 */
export function ShopImage({
  src,
  alt,
  sizes,
  width,
  height,
  fill = false,
  preload = false,
  loading,
  fetchPriority,
  decoding = "async",
  className,
  style,
  ...rest
}: ShopImageProps) {
  const { widths, kind } = srcSetWidths(fill ? undefined : width, sizes);
  const srcSet = widths.map((candidate, index) => `${optimizedUrl(src, candidate)} ${kind === "w" ? candidate : index + 1}${kind}`).join(", ");
  const shownSizes = !sizes && kind === "w" ? "100vw" : sizes;
  const url = optimizedUrl(src, widths.at(-1)!);
  const lazy = !preload && (loading === undefined || loading === "lazy");
  if (preload) {
    preloadResource(url, {
      as: "image",
      imageSrcSet: srcSet,
      ...(shownSizes ? { imageSizes: shownSizes } : {}),
      ...(fetchPriority ? { fetchPriority } : {}),
    });
  }
  // The attributes in the order next/image gives them.
  return (
    <img
      alt={alt}
      {...rest}
      loading={lazy ? "lazy" : loading}
      fetchPriority={fetchPriority}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      decoding={decoding}
      className={className}
      style={{ ...(fill ? FILL : {}), color: "transparent", ...style }}
      sizes={shownSizes}
      srcSet={srcSet}
      src={url}
    />
  );
}
