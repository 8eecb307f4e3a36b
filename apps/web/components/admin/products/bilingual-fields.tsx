"use client";

import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { FieldShell, controlClasses, describedBy } from "@/components/forms/field-shell";
import { ShopImage } from "@/components/ui/shop-image";
import { getAdminProductsMessages } from "@/messages/admin";

/**
 * The shop's Arabic face (declared by the theme, for Arabic letters only) on Arabic text of the back office, whose
 * pages are French: Latin letters beside it (a label, a figure) keep Inter.
 */
export const ARABIC_FONT = "[font-family:'Noto_Sans_Arabic_Shop',var(--font-inter),sans-serif]";

/** The attributes of a field written in Arabic: right to left, announced as Arabic, in the shop's Arabic face. */
export const arabic = { dir: "rtl", lang: "ar" } as const;

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** `Field`'s multi-line twin: label, text area, then its hint or error, wired for assistive technology. */
export function TextareaField({
  label,
  error,
  hint,
  className,
  required,
  ref,
  rows = 5,
  ...textarea
}: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        rows={rows}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClasses(Boolean(error))} py-3 leading-relaxed ${textarea.lang === "ar" ? ARABIC_FONT : ""}`}
      />
    </FieldShell>
  );
}

/** « 42 / 120 caractères », turning red past the limit (the schema refuses it on save). */
export function characterCount(length: number, max: number): ReactNode {
  const t = getAdminProductsMessages().form;
  return (
    <span className={`tabular-nums ${length > max ? "font-semibold text-promo" : ""}`}>
      {t.count(length, max)}
    </span>
  );
}

/** French on the left, Arabic on the right on wide screens; one under the other on phones. */
export function BilingualRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2 md:gap-6">{children}</div>;
}

/** How the Arabic title and description read on the shop's Arabic pages: a small card, right to left. */
export function ArabicPreview({
  title,
  description,
  picture,
}: {
  title: string;
  description: string;
  picture?: string;
}) {
  const t = getAdminProductsMessages().form;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-dashed border-grey-300 bg-grey-50 p-3 md:p-4"
    >
      <h3 id={headingId} className="text-xs font-bold uppercase tracking-wider text-grey-600">
        {t.previewTitle}
      </h3>
      <p className="mt-0.5 text-xs text-grey-600">{t.previewHint}</p>
      <div
        {...arabic}
        className={`mt-3 flex gap-3 rounded-md bg-white p-3 shadow-[0_1px_2px_rgb(0_0_0/0.06)] ${ARABIC_FONT}`}
      >
        <span aria-hidden="true" className="relative size-16 shrink-0 overflow-hidden rounded bg-grey-100">
          {picture && <ShopImage src={picture} alt="" fill sizes="64px" className="object-cover" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className={`text-base font-bold leading-snug ${title ? "text-ink" : "text-grey-400"}`}>
            {title || t.previewEmptyTitle}
          </p>
          {description ? (
            <p className="mt-1 line-clamp-4 whitespace-pre-line break-words text-sm leading-relaxed text-grey-700">
              {description}
            </p>
          ) : (
            <p dir="ltr" lang="fr" className="mt-1 text-sm text-grey-500">
              {t.previewEmptyText}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
