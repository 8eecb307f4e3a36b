"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { BRAND_FONT_KEY } from "./brand-font-script";

/**
 * The brand's face for a first visit (decision 0053): the first document is drawn in the system's sans-serif, so its
 * first frame waits for no font file; once the page is idle the face is downloaded, and it is used from the next page
 * on — at the next navigation in this tab (a shopper's tap, when the whole view changes anyway), and from the first
 * paint of any later document. Never swapped under a page being read: a late swap redraws every line.
 */
export function BrandFont({ className, family }: { className: string; family: string }) {
  const pathname = usePathname();
  const loaded = useRef(false);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (document.documentElement.classList.contains(className)) return;
    const load = () =>
      document.fonts
        .load(`1em ${family}`)
        .then((faces) => {
          if (faces.length === 0) return;
          loaded.current = true;
          try {
            localStorage.setItem(BRAND_FONT_KEY, "1");
          } catch {
            // Storage refused (private browsing): the face is still used from the next page in this tab.
          }
        })
        .catch(() => {});
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(load, { timeout: 5_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 1_000);
    return () => clearTimeout(id);
  }, [className, family]);

  useEffect(() => {
    if (pathname !== firstPath.current && loaded.current) document.documentElement.classList.add(className);
  }, [pathname, className]);

  return null;
}
