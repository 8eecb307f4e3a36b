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

/** The same streets as their Arabic signs write them (rue: شارع, boulevard: نهج, avenue: جادة), keyed by the French. */
const STREETS_AR: Record<(typeof STREETS)[number], string> = {
  "rue Larbi Ben M’hidi": "شارع العربي بن مهيدي",
  "boulevard Colonel Amirouche": "نهج العقيد عميروش",
  "rue Didouche Mourad": "شارع ديدوش مراد",
  "avenue de l’ALN": "جادة جيش التحرير الوطني",
  "boulevard du 1er Novembre 1954": "نهج أول نوفمبر 1954",
  "rue Emir Abdelkader": "شارع الأمير عبد القادر",
  "boulevard Zighout Youcef": "نهج زيغود يوسف",
  "rue Hassiba Ben Bouali": "شارع حسيبة بن بوعلي",
  "avenue Mohamed Boudiaf": "جادة محمد بوضياف",
  "rue Abane Ramdane": "شارع عبان رمضان",
  "boulevard Krim Belkacem": "نهج كريم بلقاسم",
  "rue Ali Boumendjel": "شارع علي بومنجل",
  "boulevard de l’Indépendance": "نهج الاستقلال",
  "rue du 5 Juillet 1962": "شارع 5 جويلية 1962",
  "avenue Houari Boumediene": "جادة هواري بومدين",
  "cité des 500 Logements": "حي 500 مسكن",
};

/** Algeria's working week runs from Sunday to Thursday; the carriers' agencies also open on Saturday. */
const OPENING_HOURS = [
  "Samedi au jeudi, 8 h – 18 h",
  "Samedi au jeudi, 8 h 30 – 17 h 30",
  "Dimanche au jeudi, 8 h – 17 h · samedi, 9 h – 13 h",
] as const;

/**
 * The same hours in Arabic. Each time range sits in a left-to-right isolate (U+2066 … U+2069): in a right-to-left
 * line the bidirectional algorithm would otherwise show « 18:00–8:00 ».
 */
const ltr = (range: string) => `\u2066${range}\u2069`;
const OPENING_HOURS_AR: readonly string[] = [
  `من السبت إلى الخميس، ${ltr("8:00–18:00")}`,
  `من السبت إلى الخميس، ${ltr("8:30–17:30")}`,
  `من الأحد إلى الخميس، ${ltr("8:00–17:00")} · السبت، ${ltr("9:00–13:00")}`,
];

/** The demo's carrier: every agency is one of its own. */
const DEMO_COURIER = "Yalidine";

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
        const chiefPlace = plain(town.name) === plain(state.name);
        const place = chiefPlace ? state.name : (TOWN_NAME_FIXES[town.name] ?? town.name);
        const placeAr = chiefPlace ? state.nameAr : town.nameAr;
        const busStation = rank > 0 && name === wanted[0];
        const seed = state.id * 7 + rank * 5;
        const streetName = STREETS[seed % STREETS.length]!;
        const street = `${streetName}, ${place}`;
        const streetAr = `${STREETS_AR[streetName]}، ${placeAr}`;
        const number = (seed % 97) + 2;
        const hours = (state.id + rank) % OPENING_HOURS.length;
        return {
          id: state.id * 100 + rank + 1,
          stateId: state.id,
          name: busStation ? `Agence ${place} – Gare routière` : `Agence ${place}`,
          address: busStation ? `Gare routière, ${street}` : `${number}, ${street}`,
          openingHours: OPENING_HOURS[hours]!,
          nameAr: busStation ? `وكالة ${placeAr} – المحطة البرية` : `وكالة ${placeAr}`,
          addressAr: busStation ? `المحطة البرية، ${streetAr}` : `${number}، ${streetAr}`,
          openingHoursAr: OPENING_HOURS_AR[hours]!,
          isActive: true,
          communeId: town.id,
          courier: DEMO_COURIER,
        };
      });
    });
}
