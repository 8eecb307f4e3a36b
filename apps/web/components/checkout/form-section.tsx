import type { ReactNode } from "react";

/** One numbered step of the checkout form: a heading, an optional line of help, then its fields. */
export function FormSection({
  id,
  step,
  title,
  text,
  children,
}: {
  id: string;
  step: number;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-grey-200 pt-8 first:border-t-0 first:pt-0">
      <h2 id={id} className="flex items-center gap-3 text-lg font-black uppercase tracking-tight">
        <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-full bg-ink text-xs text-white">
          {step}
        </span>
        {title}
      </h2>
      {text && <p className="mt-1.5 text-sm text-grey-600">{text}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
