export { QueryClient, type QueryKey, type QueryState } from "./client";
export { QueryClientProvider, keepPreviousData, useQuery, useQueryClient } from "./hooks";
export { useInfiniteQuery, type InfiniteData } from "./infinite";
export { useMutation } from "./mutation";
