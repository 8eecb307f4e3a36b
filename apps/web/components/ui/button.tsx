"use client";

import { BUTTON_THROTTLE_MS, type ButtonVariant } from "@shop/domain/constants";
import { useRef, type ButtonHTMLAttributes, type MouseEvent } from "react";
import { buttonClasses } from "./button-link";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** While loading the button shows a spinner and ignores clicks. */
  isLoading?: boolean;
  loadingLabel?: string;
};

/**
 * The shop's button (spec §9): four variants, a loading state that ignores clicks, and a leading throttle of one
 * click per 1000 ms (the first click acts, the next ones within the second are dropped).
 */
export function Button({ variant, isLoading = false, loadingLabel, className, onClick, children, ...props }: ButtonProps) {
  const lastClick = useRef(0);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const now = Date.now();
    if (isLoading || now - lastClick.current < BUTTON_THROTTLE_MS) {
      event.preventDefault();
      return;
    }
    lastClick.current = now;
    onClick?.(event);
  };
  return (
    <button
      {...props}
      onClick={handleClick}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || props.disabled || undefined}
      className={`${buttonClasses(variant)} disabled:cursor-not-allowed disabled:opacity-50 ${isLoading ? "cursor-progress" : ""} ${className ?? ""}`}
    >
      {isLoading && (
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />
      )}
      {isLoading && loadingLabel ? <span>{loadingLabel}</span> : children}
    </button>
  );
}
