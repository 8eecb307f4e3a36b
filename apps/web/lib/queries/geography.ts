"use client";

import type { DeliveryMethod } from "@shop/domain/constants";
import { useQuery } from "@/lib/query";
import { api } from "@/lib/api/client";
import type { Commune, DeliveryPrice, State, StopDesk } from "@shop/domain/contract/geography";

/** A select's value as a wilaya id, or null while nothing valid is chosen. */
export function toStateId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The 58 wilayas; they never change while the page is open. */
export function useStates() {
  return useQuery({
    queryKey: ["states"],
    queryFn: async () => (await api.get<State[]>("/api/states")).data,
    staleTime: Infinity,
  });
}

/** The communes of a wilaya: fetched only once a wilaya is chosen (spec §7). */
export function useCommunes(stateId: number | null) {
  return useQuery({
    queryKey: ["states", stateId, "communes"],
    queryFn: async () => (await api.get<Commune[]>(`/api/states/${stateId}/communes`)).data,
    enabled: stateId !== null,
    staleTime: Infinity,
  });
}

/** The delivery fee and time for a wilaya and a delivery method (null state: nothing asked). */
export function useDeliveryPrice(stateId: number | null, deliveryMethod: DeliveryMethod) {
  return useQuery({
    queryKey: ["states", stateId, "price", deliveryMethod],
    queryFn: async () =>
      (await api.get<DeliveryPrice>("/api/states/price", { params: { stateId, deliveryMethod } })).data,
    enabled: stateId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The open agencies of a wilaya for a stop-desk parcel: fetched only once a wilaya is chosen and wanted. */
export function useStopDesks(stateId: number | null, enabled = true) {
  return useQuery({
    queryKey: ["states", stateId, "stop-desks"],
    queryFn: async () => (await api.get<StopDesk[]>(`/api/states/${stateId}/stop-desks`)).data,
    enabled: enabled && stateId !== null,
    staleTime: 5 * 60_000,
  });
}
