import type { communes, states, stopDesks } from "../db/schema/geography.js";
import { deliveryFeeRows } from "./delivery-fees.js";

type StateRow = typeof states.$inferInsert;
type CommuneRow = typeof communes.$inferInsert;
type StopDeskRow = typeof stopDesks.$inferInsert;

/**
 * Demo stop desks: the carrier's agencies where a parcel waits for its shopper, in every wilaya whose stop-desk
 * fee is available (delivery-fees.ts). No public list exists (each courier publishes its own, and changes it), so
 * these are made up the way such agencies are: one in the wilaya's chief town, more in the big cities, on the
 * streets every Algerian town has. Replace them with the carrier's own list before going live; the back office
 * switches an agency off rather than deleting it.
 */

/** The communes holding an agency where the chief town alone would be too few: the big cities. */
const CITY_DESKS: Record<number, readonly string[]> = {
  16: ["Alger Centre", "Bab Ezzouar", "Cheraga", "Hussein Dey"],
  31: ["Oran", "Bir El Djir", "Es Senia"],
  25: ["Constantine", "El Khroub"],
  19: ["Setif", "El Eulma"],
  9: ["Blida", "Boufarik"],
  6: ["Bejaia", "Akbou"],
  23: ["Annaba", "El Bouni"],
  5: ["Batna", "Barika"],
};

/** Commune names of the source file that lost their accents, as the towns write them. */
const TOWN_NAME_FIXES: Record<string, string> = { Cheraga: "Chéraga", "Es Senia": "Es Sénia" };

const STREETS = [
  "rue Larbi Ben M’hidi",
  "boulevard Colonel Amirouche",
  "rue Didouche Mourad",
  "avenue de l’ALN",
  "boulevard du 1er Novembre 1954",
  "rue Emir Abdelkader",
  "boulevard Zighout Youcef",
  "rue Hassiba Ben Bouali",
  "avenue Mohamed Boudiaf",
  "rue Abane Ramdane",
  "boulevard Krim Belkacem",
  "rue Ali Boumendjel",
  "boulevard de l’Indépendance",
  "rue du 5 Juillet 1962",
  "avenue Houari Boumediene",
  "cité des 500 Logements",
] as const;

/** Algeria's working week runs from Sunday to Thursday; the carriers' agencies also open on Saturday. */
const OPENING_HOURS = [
  "Samedi au jeudi, 8 h – 18 h",
  "Samedi au jeudi, 8 h 30 – 17 h 30",
  "Dimanche au jeudi, 8 h – 17 h · samedi, 9 h – 13 h",
] as const;

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase();

/** The commune named like its wilaya (the chief town), else the wilaya's first commune. */
function chiefTown(state: StateRow, towns: CommuneRow[]): CommuneRow | undefined {
  return towns.find((town) => plain(town.name) === plain(state.name)) ?? towns[0];
}

/**
 * Every demo agency, with a stable id (wilaya number × 100 + rank, 1601 for the first in Alger) so that seeding
 * twice gives the same rows. A town named like its wilaya takes the wilaya's spelling (Béjaïa, not Bejaia).
 */
export function stopDeskRows(stateList: StateRow[], communeList: CommuneRow[]): StopDeskRow[] {
  const stopDeskFees = deliveryFeeRows().filter(
    (fee) => fee.method === "stopdesk-delivery" && fee.isAvailable,
  );
  const feeOf = new Map(stopDeskFees.map((fee) => [fee.stateId, fee.price]));
  return stateList
    .filter((state) => feeOf.has(state.id))
    .flatMap((state) => {
      const towns = communeList.filter((commune) => commune.stateId === state.id);
      const chief = chiefTown(state, towns);
      if (!chief) return [];
      // The big cities have an agency per district; elsewhere the chief town has two (its centre and its bus
      // station), one only in the far south, where the stop desk costs the most.
      const far = (feeOf.get(state.id) ?? 0) > 1000;
      const wanted = CITY_DESKS[state.id] ?? (far ? [chief.name] : [chief.name, chief.name]);
      return wanted.map((name, rank) => {
        const town = towns.find((commune) => commune.name === name);
        if (!town) throw new Error(`stop desk: no commune ${name} in wilaya ${state.id}`);
        const place =
          plain(town.name) === plain(state.name) ? state.name : (TOWN_NAME_FIXES[town.name] ?? town.name);
        const busStation = rank > 0 && name === wanted[0];
        const seed = state.id * 7 + rank * 5;
        const street = `${STREETS[seed % STREETS.length]}, ${place}`;
        return {
          id: state.id * 100 + rank + 1,
          stateId: state.id,
          name: busStation ? `Agence ${place} – Gare routière` : `Agence ${place}`,
          address: busStation ? `Gare routière, ${street}` : `${(seed % 97) + 2}, ${street}`,
          openingHours: OPENING_HOURS[(state.id + rank) % OPENING_HOURS.length]!,
          isActive: true,
        };
      });
    });
}
