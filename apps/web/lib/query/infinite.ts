"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient, type QueryOptions, type QueryResult } from "./hooks";

export type InfiniteData<T, P> = { pages: T[]; pageParams: P[] };

export type InfiniteQueryOptions<T, P> = Omit<QueryOptions<InfiniteData<T, P>>, "queryFn"> & {
  queryFn: (context: { signal: AbortSignal; pageParam: P }) => Promise<T>;
  initialPageParam: P;
  getNextPageParam: (lastPage: T) => P | undefined;
};

export type InfiniteQueryResult<T, P> = QueryResult<InfiniteData<T, P>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<void>;
};

/** A paged list: the query itself is its first page; `fetchNextPage` appends the page after the last one. */
export function useInfiniteQuery<T, P>(options: InfiniteQueryOptions<T, P>): InfiniteQueryResult<T, P> {
  const client = useQueryClient();
  const { queryFn, initialPageParam, getNextPageParam, ...rest } = options;
  const query = useQuery<InfiniteData<T, P>>({
    ...rest,
    queryFn: async ({ signal }) => ({ pages: [await queryFn({ signal, pageParam: initialPageParam })], pageParams: [initialPageParam] }),
  });
  const state = client.getState<InfiniteData<T, P>>(options.queryKey);
  const pages = query.isPlaceholderData ? undefined : query.data;
  const last = pages?.pages.at(-1);
  const nextParam = last === undefined ? undefined : getNextPageParam(last);
  const key = options.queryKey;

  const fetchNextPage = useCallback(async () => {
    const entry = client.entry(key);
    const current = entry.state.data as InfiniteData<T, P> | undefined;
    const lastPage = current?.pages.at(-1);
    const param = lastPage === undefined ? undefined : getNextPageParam(lastPage);
    if (!current || param === undefined || entry.state.isFetchingNextPage) return;
    client.write(entry, { isFetchingNextPage: true, nextPageError: null });
    try {
      const page = await queryFn({ signal: new AbortController().signal, pageParam: param });
      const latest = (entry.state.data as InfiniteData<T, P> | undefined) ?? current;
      client.write(entry, {
        data: { pages: [...latest.pages, page], pageParams: [...latest.pageParams, param] },
        isFetchingNextPage: false,
        updatedAt: Date.now(),
      });
    } catch (error) {
      client.write(entry, { isFetchingNextPage: false, nextPageError: error });
    }
  }, [client, JSON.stringify(key)]);

  return {
    ...query,
    hasNextPage: nextParam !== undefined,
    isFetchingNextPage: state.isFetchingNextPage,
    isFetchNextPageError: state.nextPageError !== null && state.nextPageError !== undefined,
    fetchNextPage,
  };
}
