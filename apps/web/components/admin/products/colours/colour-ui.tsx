import type { ReactNode } from "react";

/**
 * The colour editor's controls in the back office's look (stock and orders forms): compact bordered inputs, 40 px
 * tall on a desktop and 44 px on a phone (a thumb's target), red when refused and gold while changed and not saved.
 */
export function controlClass({ error = false, changed = false, extra = "" }: { error?: boolean; changed?: boolean; extra?: string } = {}) {
  const tone = error
    ? "border-promo bg-white"
    : changed
      ? "border-gold bg-gold-light/60 hover:border-gold-dark"
      : "border-grey-300 bg-white hover:border-grey-500";
  return `block min-h-11 w-full rounded-md border px-3 text-sm text-ink focus:outline-2 focus:outline-offset-0 focus:outline-ink disabled:cursor-not-allowed disabled:bg-grey-50 disabled:text-grey-500 md:min-h-10 ${tone} ${extra}`;
}

export const labelClass = "mb-1 block text-xs font-semibold text-grey-700";

/** After a refused save, the first field marked invalid inside `root` takes the focus (once it is rendered). */
export function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus());
}

/** The error under a control, pointed to by the control's `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-promo">
      {children}
    </p>
  );
}

/** A round swatch of a colour (its hex, or a CSS background for a colour family). */
export function Swatch({ background, size = "size-6", label }: { background: string; size?: string; label?: string }) {
  return (
    <span
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`inline-block shrink-0 rounded-full ring-1 ring-inset ring-black/15 ${size}`}
      style={{ background }}
    />
  );
}

/** A sentence announced when it changes (saved, previewed, moved); red when it reports a refusal. */
export function LiveStatus({ error, children, className = "" }: { error?: boolean; children: ReactNode; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={`text-sm font-semibold ${error ? "text-promo" : "text-success"} ${className}`}>
      {children}
    </p>
  );
}
