"use client";

import { useMutation } from "@/lib/query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";

type Method = "post" | "patch" | "put" | "delete";
type Call = { method: Method; path: string; body?: unknown; success: string };

/**
 * Back-office actions from the browser (`/api/admin/*` through the storefront's proxy, the staff cookie sent
 * with them). On success the server-rendered page is read again (`router.refresh()`) so every figure on it
 * follows, and `done` holds the sentence to announce; on a refusal `error` holds the API's French message.
 */
export function useAdminAction() {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ method, path, body }: Call) =>
      (method === "delete" ? await api.delete(path, undefined, body) : await api[method](path, body ?? {})).data,
    onMutate: () => setDone(null),
    onSuccess: (_data, { success }) => {
      setDone(success);
      router.refresh();
    },
  });
  return {
    /** Resolves true when the API accepted the action; on a refusal `error` says why and it resolves false. */
    run: async (call: Call): Promise<boolean> => {
      try {
        await mutation.mutateAsync(call);
        return true;
      } catch {
        return false; // the refusal is in `mutation.error`, shown by the caller
      }
    },
    isPending: mutation.isPending,
    error: mutation.error ? apiError(mutation.error) : null,
    done,
  };
}
