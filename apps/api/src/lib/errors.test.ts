import { describe, expect, it } from "vitest";
import { AppError, notFound } from "./errors.js";

describe("AppError", () => {
  it("is an answer without a stack trace, and leaves other errors theirs", () => {
    const error = notFound("Aucun panier pour cette session");
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
    expect([error.statusCode, error.code, error.message]).toEqual([404, "NOT_FOUND", "Aucun panier pour cette session"]);
    expect(error.stack).toBe("AppError: Aucun panier pour cette session");
    const fault = new Error("panne");
    expect(fault.stack).toMatch(/\n\s+at /);
  });

  it("restores the stack trace limit once built", () => {
    const limit = Error.stackTraceLimit;
    const error = new AppError(409, "OUT_OF_STOCK", "Taille épuisée", { size: "Taille épuisée" });
    expect([error.statusCode, error.fields]).toEqual([409, { size: "Taille épuisée" }]);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(limit).toBeGreaterThan(0);
  });
});
