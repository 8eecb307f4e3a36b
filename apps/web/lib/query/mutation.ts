"use client";

import { useCallback, useRef, useState } from "react";

type Callbacks<D, V> = {
  onSuccess?: (data: D, variables: V) => unknown;
  onError?: (error: unknown, variables: V) => unknown;
  onSettled?: (data: D | undefined, error: unknown, variables: V) => unknown;
};

export type MutationOptions<D, V> = Callbacks<D, V> & {
  mutationFn: (variables: V) => Promise<D>;
  /** Before the call is sent. */
  onMutate?: (variables: V) => unknown;
};

type MutationState<D, V> =
  | { status: "idle"; data: undefined; error: null; variables: undefined }
  | { status: "pending"; data: undefined; error: null; variables: V }
  | { status: "success"; data: D; error: null; variables: V }
  | { status: "error"; data: undefined; error: unknown; variables: V };

const idle = { status: "idle", data: undefined, error: null, variables: undefined } as const;

/**
 * A write. `mutateAsync` answers the data or throws; `mutate` reports through the callbacks only. The callbacks
 * run (and are awaited) before the call settles, as with the reads they refresh.
 */
export function useMutation<D, V = void>(options: MutationOptions<D, V>) {
  const [state, setState] = useState<MutationState<D, V>>(idle);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  // Only the latest call's outcome is shown (a second click supersedes the first).
  const latest = useRef(0);

  /** The hook's callbacks, then the call's own (those only for the latest call, as its outcome is the one shown). */
  const run = useCallback(async (variables: V, own: Callbacks<D, V> = {}): Promise<D> => {
    const call = ++latest.current;
    const isLatest = () => call === latest.current;
    const show = (next: MutationState<D, V>) => {
      if (isLatest()) setState(next);
    };
    const { mutationFn, onMutate, onSuccess, onError, onSettled } = optionsRef.current;
    show({ status: "pending", data: undefined, error: null, variables });
    let data: D;
    try {
      await onMutate?.(variables);
      data = await mutationFn(variables);
      await onSuccess?.(data, variables);
      await onSettled?.(data, null, variables);
    } catch (error) {
      await onError?.(error, variables);
      await onSettled?.(undefined, error, variables);
      show({ status: "error", data: undefined, error, variables });
      if (isLatest()) {
        await own.onError?.(error, variables);
        await own.onSettled?.(undefined, error, variables);
      }
      throw error;
    }
    show({ status: "success", data, error: null, variables });
    if (isLatest()) {
      await own.onSuccess?.(data, variables);
      await own.onSettled?.(data, null, variables);
    }
    return data;
  }, []);
  const mutateAsync = useCallback((variables: V) => run(variables), [run]);
  const mutate = useCallback(
    (variables: V, own?: Callbacks<D, V>) => void run(variables, own).catch(() => undefined),
    [run],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState(idle);
  }, []);

  return {
    ...state,
    mutate,
    mutateAsync,
    reset,
    isIdle: state.status === "idle",
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
  };
}
