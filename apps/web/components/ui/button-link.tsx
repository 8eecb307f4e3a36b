import type { ButtonVariant } from "@shop/domain/constants";
import { LocaleLink } from "@/components/ui/locale-link";
import type { ComponentProps } from "react";

const VARIANTS: Record<ButtonVariant, string> = {
  "primary-black": "bg-ink text-white hover:bg-grey-700",
  "primary-gold": "bg-gold text-ink hover:bg-gold-dark",
  "primary-outline": "border-2 border-current bg-transparent hover:bg-ink hover:text-white hover:border-ink",
  "primary-white": "bg-white text-ink hover:bg-grey-100",
};

export function buttonClasses(variant: ButtonVariant = "primary-black"): string {
  return `inline-flex min-h-12 items-center justify-center gap-2 px-7 text-sm font-bold uppercase tracking-wider transition-colors ${VARIANTS[variant]}`;
}

/** A link styled as one of the spec's button variants (§9). */
export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<typeof LocaleLink> & { variant?: ButtonVariant }) {
  return <LocaleLink {...props} className={`${buttonClasses(variant)} ${className ?? ""}`} />;
}
