import { ShopImage } from "@/components/ui/shop-image";

/** A product's square thumbnail in an order or summary line; a grey tile when the product has no image. */
export function LineThumb({ src, size = 80, className }: { src: string | null; size?: number; className?: string }) {
  return (
    <div
      className={`relative shrink-0 overflow-hidden bg-grey-100 ${className ?? ""}`}
      style={{ width: size, height: size }}
    >
      {src && <ShopImage src={src} alt="" width={size} height={size} className="size-full object-cover" />}
    </div>
  );
}
