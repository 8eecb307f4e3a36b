"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import type { SizeGuideKind } from "@shop/domain/size-guide";
import { Suspense, useState } from "react";
import { useProductFormMessages } from "./product-form-messages";

// The dialog, its tables and its strings load on the first opening: the product page's first load stays as it was.
const SizeGuideDialog = lazyPart(() => import("./size-guide-dialog").then((module) => module.SizeGuideDialog), {
  visible: true,
});

/** 'Guide des tailles' beside the size choice, opening the guide of the product's kind for its sizes. */
export function SizeGuideButton({ kind, sizes }: { kind: SizeGuideKind; sizes: string[] }) {
  const t = useProductFormMessages();
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-me-2 inline-flex min-h-11 items-center gap-1.5 px-2 text-xs font-semibold underline underline-offset-4 hover:text-grey-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
        >
          <path d="M2 8h20v8H2zM6 8v3M10 8v4M14 8v3M18 8v4" strokeLinejoin="round" />
        </svg>
        {t.sizeGuide}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeGuideDialog kind={kind} sizes={sizes} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
