/**
 * How parcels go to a courier and how their tracking numbers come back. The shop has one adapter today, the CSV
 * files the couriers' sites import and export (csv-adapter.ts); an API integration (Yalidine, ZR Express,
 * EcoTrack) would implement the same interface and be chosen by configuration. None is reachable from here.
 */

/** A confirmed order as a courier needs it. */
export type Parcel = {
  orderNumber: number;
  recipient: string;
  phoneNumber: string;
  stateCode: number;
  stateName: string;
  commune: string;
  address: string;
  /** The agency's name for a stop-desk parcel, null for home delivery. */
  stopDesk: string | null;
  /** Dinars the courier collects: the total of a cash order, 0 for one paid by card. */
  cashToCollect: number;
  description: string;
};

/** One line of the courier's answer: an order number and its tracking number, or why the line is unreadable. */
export type TrackingLine =
  | { line: number; orderNumber: number; trackingNumber: string; courier: string | null }
  | { line: number; orderNumber: number | null; trackingNumber: string | null; error: string };

export type ExportFile = { contentType: string; fileName: string; body: string };

export interface CourierAdapter {
  /** Hands parcels to the courier: here, a file staff upload to the courier's site. */
  exportParcels(parcels: Parcel[], date: Date): ExportFile;
  /** Reads the courier's tracking numbers (here, a file exported from its site). */
  readTracking(input: string): TrackingLine[];
}
