import type { ReactNode } from "react";

/** A general error of a form (not tied to one field): a red-bordered box read out as soon as it appears. */
export function FormAlert({ title, children, className }: { title?: string; children?: ReactNode; className?: string }) {
  return (
    <div role="alert" className={`border-s-4 border-promo bg-grey-50 px-4 py-3 text-sm text-ink ${className ?? ""}`}>
      {title && <p className="font-bold">{title}</p>}
      {children && <div className={title ? "mt-1 text-grey-800" : ""}>{children}</div>}
    </div>
  );
}
