import { COURIER_EXPORT_COLUMNS } from "@shop/domain/contract/admin-courier";
import { TrackingNumberSchema } from "@shop/domain/contract/admin-orders";
import type { CourierAdapter, Parcel, TrackingLine } from "./courier-adapter.js";
import { CSV_SEPARATOR, readCsv, writeCsv } from "../../lib/csv.js";

const normalise = (header: string) =>
  header
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

// The names the couriers' own exports give these columns, as well as ours.
const ORDER_HEADERS = ["referencecommande", "reference", "ref", "numerodecommande", "commande", "order", "ordernumber", "orderid"];
const TRACKING_HEADERS = ["numerodesuivi", "suivi", "tracking", "trackingnumber", "track"];
const COURIER_HEADERS = ["transporteur", "courier", "societe", "livreur"];

function columnsOf(header: string[]) {
  const names = header.map(normalise);
  const find = (options: string[]) => names.findIndex((name) => options.includes(name));
  return { order: find(ORDER_HEADERS), tracking: find(TRACKING_HEADERS), courier: find(COURIER_HEADERS) };
}

/** An order number as staff or couriers write it: 1042, « #1042 », « CMD-1042 ». */
function orderNumberOf(value: string): number | null {
  const digits = value.trim().match(/^(?:#|cmd-?|n°\s*)?(\d{1,9})$/i)?.[1];
  return digits === undefined ? null : Number(digits);
}

export const csvCourierAdapter: CourierAdapter = {
  exportParcels(parcels: Parcel[], date: Date) {
    const rows = parcels.map((parcel) => [
      parcel.recipient,
      parcel.phoneNumber,
      parcel.stateCode,
      parcel.stateName,
      parcel.commune,
      parcel.address,
      parcel.stopDesk === null ? "non" : "oui",
      parcel.cashToCollect,
      parcel.description,
      parcel.orderNumber,
    ]);
    return {
      contentType: "text/csv; charset=utf-8",
      fileName: `expeditions-${date.toISOString().slice(0, 10)}.csv`,
      body: writeCsv([[...COURIER_EXPORT_COLUMNS], ...rows], CSV_SEPARATOR),
    };
  },

  /**
   * Reads order number, tracking number and (optionally) courier. A header row naming the columns is used when
   * present; otherwise the columns are taken in that order.
   */
  readTracking(input: string): TrackingLine[] {
    const rows = readCsv(input);
    const found = rows[0] ? columnsOf(rows[0]) : { order: -1, tracking: -1, courier: -1 };
    const hasHeader = found.order >= 0 && found.tracking >= 0;
    const columns = hasHeader ? found : { order: 0, tracking: 1, courier: 2 };
    return rows.slice(hasHeader ? 1 : 0).map((row, index): TrackingLine => {
      const line = index + (hasHeader ? 2 : 1);
      const orderNumber = orderNumberOf(row[columns.order] ?? "");
      const rawTracking = (row[columns.tracking] ?? "").trim();
      const courier = columns.courier >= 0 ? (row[columns.courier] ?? "").trim() || null : null;
      if (orderNumber === null) return { line, orderNumber, trackingNumber: rawTracking || null, error: "Référence de commande illisible" };
      const tracking = TrackingNumberSchema.safeParse(rawTracking);
      if (!tracking.success) {
        return { line, orderNumber, trackingNumber: rawTracking || null, error: tracking.error.issues[0]!.message };
      }
      return { line, orderNumber, trackingNumber: tracking.data, courier };
    });
  },
};
