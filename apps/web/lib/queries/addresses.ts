"use client";

import type { AddressData } from "@shop/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { SavedAddress } from "@shop/domain/contract/addresses";

export const addressesKey = ["addresses"] as const;

type AddressList = { addresses: SavedAddress[] };

/** The signed-in customer's saved addresses, the default first (only asked for when signed in). */
export function useAddresses(enabled = true) {
  return useQuery({
    queryKey: addressesKey,
    queryFn: async () => (await api.get<AddressList>("/api/addresses")).data.addresses,
    enabled,
  });
}

/** Every address call answers with the whole list, which replaces the cached one. */
function useAddressMutation<V>(send: (variables: V) => Promise<AddressList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => queryClient.setQueryData(addressesKey, list.addresses),
  });
}

export function useAddAddress() {
  return useAddressMutation(async (address: AddressData) => (await api.post<AddressList>("/api/addresses", address)).data);
}

export function useEditAddress() {
  return useAddressMutation(
    async ({ id, address }: { id: number; address: AddressData }) =>
      (await api.patch<AddressList>(`/api/addresses/${id}`, address)).data,
  );
}

export function useDeleteAddress() {
  return useAddressMutation(async (id: number) => (await api.delete<AddressList>(`/api/addresses/${id}`)).data);
}

export function useSetDefaultAddress() {
  return useAddressMutation(async (id: number) => (await api.post<AddressList>(`/api/addresses/${id}/default`)).data);
}
