"use client";

import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { hashKey, type QueryClient, type QueryKey, type QueryState } from "./client";

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return createElement(ClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useQueryClient outside QueryClientProvider");
  return client;
}

/** `placeholderData: keepPreviousData`: while a new key loads, the last key's data stays on screen. */
export const keepPreviousData = Symbol("keepPreviousData");

export type QueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  enabled?: boolean;
  /** Spec §4: nothing refetches on mount unless asked ("always"), or, with `true`, when stale. */
  refetchOnMount?: boolean | "always";
  staleTime?: number;
  initialData?: T;
  placeholderData?: typeof keepPreviousData;
  /** Milliseconds between refetches while mounted (in a hidden tab too), or a function of the current state. */
  refetchInterval?: number | false | ((query: { state: QueryState<T> }) => number | false);
  refetchIntervalInBackground?: boolean;
};

type QueryStatus<T> =
  | { status: "pending"; data: T | undefined; isPending: true; isSuccess: false; isError: false }
  | { status: "error"; data: T | undefined; isPending: false; isSuccess: false; isError: true }
  | { status: "success"; data: T; isPending: false; isSuccess: true; isError: false };

export type QueryResult<T> = QueryStatus<T> & {
  error: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isFetched: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
};

/** Subscribes to one key's state (the same snapshot on the server and during hydration). */
function useEntryState<T>(client: QueryClient, key: QueryKey): QueryState<T> {
  const hash = hashKey(key);
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = client.entry(key);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        client.abandon(key);
      };
    },
    // The key's content, not its identity, decides which entry is read.
    [client, hash],
  );
  const snapshot = useCallback(() => client.getState<T>(key), [client, hash]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const { queryKey, staleTime = 0, refetchOnMount = false, initialData } = options;
  const hash = hashKey(queryKey);
  const enabled = (options.enabled ?? true) && client.getQueryDefaults(queryKey)?.enabled !== false;
  // Seeded before the first read, so the server's render and the first client render show the same data.
  const [seeded] = useState(() => {
    if (initialData !== undefined && client.getState(queryKey).updatedAt === 0) client.setQueryData(queryKey, initialData);
    return true;
  });
  const state = useEntryState<T>(client, queryKey);
  const fnRef = useRef(options.queryFn);
  fnRef.current = options.queryFn;
  const fetcher = useCallback((signal: AbortSignal) => fnRef.current({ signal }), []);

  // Fetch on mount, on a new key and when switched on: when there is nothing yet, when stale after a change of key
  // or switch, and when the caller asks for it on mount.
  const mounted = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const entry = client.entry(queryKey);
    const token = Symbol(hash);
    entry.activeFetchers.set(token, fetcher);
    const firstMount = mounted.current === null;
    mounted.current = hash;
    const current = client.getState(queryKey);
    const stale = client.isStale(queryKey, staleTime);
    const wanted =
      current.updatedAt === 0 ||
      (firstMount ? refetchOnMount === "always" || (refetchOnMount === true && stale) : stale);
    if (wanted) void client.fetch(queryKey, fetcher);
    return () => {
      entry.activeFetchers.delete(token);
    };
  }, [client, hash, enabled, fetcher]);

  const interval = typeof options.refetchInterval === "function" ? options.refetchInterval({ state }) : options.refetchInterval;
  useEffect(() => {
    if (!enabled || !interval) return;
    // A key switched off since this render (`setQueryDefaults`, which changes no data) skips its ticks.
    const tick = () => {
      if (client.getQueryDefaults(queryKey)?.enabled !== false) void client.fetch(queryKey, fetcher);
    };
    const timer = setInterval(tick, interval);
    return () => clearInterval(timer);
  }, [client, hash, enabled, interval, fetcher]);

  // keepPreviousData: the last key's data, shown (and flagged) while this key has none.
  const previous = useRef<T | undefined>(undefined);
  const usePlaceholder = options.placeholderData === keepPreviousData && state.data === undefined && previous.current !== undefined;
  useEffect(() => {
    if (state.data !== undefined) previous.current = state.data;
  }, [state.data]);
  void seeded;

  const status = usePlaceholder ? "success" : state.status;
  const data = usePlaceholder ? previous.current : state.data;
  const byStatus = (
    status === "success"
      ? { status, data: data as T, isPending: false, isSuccess: true, isError: false }
      : status === "error"
        ? { status, data, isPending: false, isSuccess: false, isError: true }
        : { status, data, isPending: true, isSuccess: false, isError: false }
  ) satisfies QueryStatus<T>;
  return {
    ...byStatus,
    error: state.error,
    isLoading: status === "pending" && state.isFetching,
    isFetching: state.isFetching,
    isFetched: state.updatedAt > 0 || state.status === "error",
    isPlaceholderData: usePlaceholder,
    refetch: () => client.fetch(queryKey, fetcher),
  };
}
