import { useCallback, useEffect, useState } from "react";
import { preload } from "./preload";

type ChunkState<T> = { value?: T; failed: boolean };

/**
 * A part of a page whose code is downloaded only when it is needed: `use(needed)` gives `value` undefined until
 * the chunk is there, downloaded as soon as `needed` or on `load()`. A failed download sets `failed` (the caller
 * shows its own retry) and the next `load()` tries again. Unlike `lazy()`, nothing suspends: the caller keeps
 * what it shows meanwhile, and a missing chunk never reaches the page's error boundary.
 */
export function lazyChunk<T>(download: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;

  const get = (): Promise<T> => {
    loading ??= download().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function useChunk(needed: boolean): { value: T | undefined; failed: boolean; load: () => void } {
    const [state, setState] = useState<ChunkState<T>>(() => ({ value: loaded, failed: false }));
    const load = useCallback(() => {
      get().then(
        (value) => setState({ value, failed: false }),
        () => setState((current) => ({ ...current, failed: true })),
      );
    }, []);
    const missing = needed && state.value === undefined && !state.failed;
    useEffect(() => {
      if (missing) load();
    }, [missing, load]);
    return { value: state.value, failed: state.failed, load };
  }

  return { use: useChunk, preload: () => preload(get) };
}
