"use client";

import type { InputHTMLAttributes, ReactNode, Ref } from "react";

type RadioCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  title: ReactNode;
  description?: ReactNode;
  /** Right-hand (end) side: a price, a logo, a note. */
  aside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A radio button drawn as a card: the whole card is its label. Checked cards get a black border; disabled ones
 * are dimmed and say why in `description`. Use inside a <fieldset> whose <legend> names the choice.
 */
export function RadioCard({ title, description, aside, className, ref, ...input }: RadioCardProps) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 border-2 bg-white p-4 transition-colors has-[:checked]:border-ink has-[:checked]:bg-grey-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-grey-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold border-grey-200 hover:border-grey-400 ${className ?? ""}`}
    >
      <input {...input} ref={ref} type="radio" className="mt-0.5 size-5 shrink-0 accent-ink focus-visible:outline-none" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-bold text-ink">{title}</span>
        {description && <span className="text-xs text-grey-600">{description}</span>}
      </span>
      {aside && <span className="shrink-0 text-end text-sm font-bold text-ink">{aside}</span>}
    </label>
  );
}
