import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "./constants";
import {
  allowedStaffActions,
  isOrderEditable,
  nextStatus,
  ORDER_ACTIONS,
  restocks,
  type OrderAction,
} from "./order-workflow";

// Every legal move; any (status, action) pair absent from this table must be refused.
const LEGAL: [OrderStatus, OrderAction, OrderStatus][] = [
  ["awaiting-payment", "pay", "pending-confirmation"],
  ["awaiting-payment", "cancel", "cancelled"],
  ["pending-confirmation", "confirm", "confirmed"],
  ["pending-confirmation", "no-answer", "no-answer"],
  ["pending-confirmation", "cancel", "cancelled"],
  ["no-answer", "confirm", "confirmed"],
  ["no-answer", "no-answer", "no-answer"],
  ["no-answer", "cancel", "cancelled"],
  ["confirmed", "cancel", "cancelled"],
  ["confirmed", "ship", "shipped"],
  ["shipped", "deliver", "delivered"],
  ["shipped", "return", "returned"],
];

describe("order workflow", () => {
  it.each(LEGAL)("%s --%s--> %s", (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });

  const illegal = ORDER_STATUSES.flatMap((status) =>
    ORDER_ACTIONS.filter((action) => !LEGAL.some(([from, a]) => from === status && a === action)).map(
      (action): [OrderStatus, OrderAction] => [status, action],
    ),
  );
  it.each(illegal)("refuses %s --%s-->", (status, action) => {
    expect(nextStatus(status, action)).toBeNull();
  });

  it("ends at delivered, returned and cancelled", () => {
    for (const status of ["delivered", "returned", "cancelled"] as const) {
      expect(allowedStaffActions(status)).toEqual([]);
    }
  });

  it("offers staff the calls' outcomes on an order to confirm, never the payment", () => {
    expect(allowedStaffActions("pending-confirmation")).toEqual(["confirm", "no-answer", "cancel"]);
    expect(allowedStaffActions("awaiting-payment")).toEqual(["cancel"]);
    expect(allowedStaffActions("shipped")).toEqual(["deliver", "return"]);
  });

  it("lets lines and address change only before shipping", () => {
    const editable = ORDER_STATUSES.filter(isOrderEditable);
    expect(editable).toEqual(["pending-confirmation", "no-answer", "confirmed"]);
  });

  it("gives units back on cancel and return only", () => {
    expect(ORDER_ACTIONS.filter(restocks)).toEqual(["cancel", "return"]);
  });
});
