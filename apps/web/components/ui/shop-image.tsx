import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

type ShopImageProps = Omit<
  ImageProps,
  "placeholder" | "blurDataURL" | "priority" | "onLoad" | "onError" | "onLoadingComplete" | "loader"
>;

/**
 * A picture served by the image optimizer: the same `<img>` (widths, `srcset`, `sizes`, lazy loading, `fill`
 * styles) and, with `preload`, the same preload hint in the head as `next/image`'s `<Image>`, without its client
 * component. `<Image>` is a client component for its blur placeholder and load callbacks, which the shop does
 * not use; rendering it from a server component still ships and hydrates it on every page that shows a picture.
 * This one renders on the server with no JavaScript of its own, and in client components costs only the
 * computation of the `srcset`.
 */
export function ShopImage({ alt, ...rest }: ShopImageProps) {
  const { props } = getImageProps({ alt, ...rest });
  if (rest.preload) {
    preloadResource(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      ...(props.fetchPriority ? { fetchPriority: props.fetchPriority } : {}),
    });
  }
  return <img {...props} alt={alt} />;
}
