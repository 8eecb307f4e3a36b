import { ShopImage } from "@/components/ui/shop-image";
import { getProductMessages } from "@/messages/product";
import { GalleryViewer } from "./gallery-viewer";

/** The main image fills the gallery column: the whole width on phones, 7/12 of the container from lg. */
const MAIN_SIZES = "(min-width: 1440px) 760px, (min-width: 1024px) 55vw, 100vw";
const THUMB_SIZES = "80px";

/**
 * The photos of the chosen colour: one large image and a row (phones) or column (desktop) of thumbnails. Every
 * image is rendered here, on the server, with its texts; `GalleryViewer` only switches the large one. The page
 * remounts it when the colour changes.
 */
export function ProductGallery({ images, title, colourName }: { images: string[]; title: string; colourName: string }) {
  const t = getProductMessages().productPage;
  const slides = images.map((image, index) => (
    <ShopImage
      key={image}
      src={image}
      alt={t.imageAlt(title, colourName, index + 1)}
      fill
      preload={index === 0}
      fetchPriority={index === 0 ? "high" : undefined}
      sizes={MAIN_SIZES}
      className="object-cover"
    />
  ));
  const thumbs = images.map((image) => <ShopImage key={image} src={image} alt="" fill sizes={THUMB_SIZES} className="object-cover" />);
  return (
    <GalleryViewer
      slides={slides}
      thumbs={images.length > 1 ? thumbs : []}
      labels={{
        gallery: t.gallery,
        previous: t.previousImage,
        next: t.nextImage,
        thumbs: images.map((_, index) => t.showImage(index + 1, images.length)),
      }}
    />
  );
}
