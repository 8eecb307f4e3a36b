"use client";

import { Component, lazy, useState, type ComponentType, type ReactNode } from "react";
import { buttonClasses } from "./button-link";
import { useChromeMessages } from "@/lib/locale/context";

/** In place of a part of the page that could not be loaded: what happened, and a way to try again. */
function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useChromeMessages().part;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-5 py-12 text-center text-sm text-grey-700">
      <p>{t.failed}</p>
      <button type="button" onClick={onRetry} className={buttonClasses("primary-outline")}>
        {t.retry}
      </button>
    </div>
  );
}

type BoundaryProps = { visible: boolean; onError: () => void; children: ReactNode };

/**
 * Holds a part's failure inside the part: a chunk that cannot be downloaded (the network cut after the page
 * loaded, a deployment that removed it) or a part that cannot render leaves the rest of the page as it is.
 */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.visible ? <PartFailed onRetry={() => this.setState({ failed: false })} /> : null;
  }
}

/**
 * `lazy()` for the parts of a page downloaded when first needed (a drawer's contents, a dialog, the toasts),
 * rendered under a `Suspense` of the caller's as before. A failed download does not reach the page's error
 * boundary: a `visible` part says so in its place with « Réessayer », which downloads it again; a part that
 * decorates (`visible: false`) shows nothing and is downloaded again the next time it is rendered.
 */
export function lazyPart<P extends object>(download: () => Promise<ComponentType<P>>, { visible }: { visible: boolean }) {
  const fresh = () => lazy(async () => ({ default: await download() }));
  let Current = fresh();
  // A failed `lazy()` keeps its error: the next attempt needs a new one.
  const renew = () => void (Current = fresh());

  function Part(props: P) {
    const [, rendered] = useState(0);
    const Lazy = Current;
    return (
      <PartBoundary visible={visible} onError={() => (renew(), rendered((n) => n + 1))}>
        <Lazy {...props} />
      </PartBoundary>
    );
  }
  return Part;
}
