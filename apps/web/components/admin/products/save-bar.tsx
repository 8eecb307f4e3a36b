import type { ReactNode } from "react";

/** On the form: a field focused or scrolled to (the first in error) stops clear of the bar instead of under it. */
export const CLEAR_OF_SAVE_BAR =
  "[&_:is(input,textarea,select)]:scroll-mb-28 [&_:is(input,textarea,select)]:scroll-mt-20";

/** The form's button and its state (« Modifications non enregistrées »…), kept in view at the bottom while the form scrolls. */
export function SaveBar({ status, children }: { status: ReactNode; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-grey-200 bg-white/95 px-4 py-3 backdrop-blur md:mx-0 md:rounded-lg md:border md:shadow-[0_-2px_12px_rgb(0_0_0/0.06)]">
      <p role="status" aria-live="polite" className="me-auto text-sm font-semibold">
        {status}
      </p>
      {children}
    </div>
  );
}
