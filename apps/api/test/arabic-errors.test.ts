import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, errorOf } from "./support/shopper.js";
import { setStock, takeSku, type Sku } from "./support/skus.js";

/**
 * The error shape's messages follow the request's Accept-Language: Arabic when it prefers `ar`, French (the
 * spec's texts, byte for byte) otherwise, for the validation messages of §5, the modules' refusals (values
 * carried over), the error handler's own answers and the messages zod writes by itself.
 */
const { app, db } = await createTestApp({ ORDER_MAX_PER_IP_PER_HOUR: 1_000 });
const ARABIC = { "accept-language": "ar-DZ,ar;q=0.9,fr;q=0.8" };

let sku: Sku;
beforeAll(async () => {
  sku = await takeSku(db, { minStock: 5 });
});

describe("errors in Arabic (Accept-Language: ar)", () => {
  it("writes a checkout's validation messages in Arabic, and in French without the header", async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 1);
    const body = await shopper.checkoutBody({ phoneNumber: "0123456789", firstName: "" });
    const arabic = errorOf(await shopper.post("/api/guest-order/create", body, { headers: ARABIC }));
    expect(arabic.code).toBe("VALIDATION_ERROR");
    expect(arabic.fields).toEqual({ phoneNumber: "رقم الهاتف غير صحيح", firstName: "هذا الحقل إلزامي" });
    expect(arabic.message).toBe("بعض الحقول غير صالحة");
    const french = errorOf(await shopper.post("/api/guest-order/create", body));
    expect(french.fields).toEqual({
      phoneNumber: "Numéro de téléphone invalide",
      firstName: "Ce champ est obligatoire",
    });
    expect(french.message).toBe("Certains champs sont invalides");
  });

  it("writes a module's refusal in Arabic, with the product's values carried over", async () => {
    const shopper = new Shopper(app);
    await shopper.addToCart(sku, 3);
    await setStock(db, sku.skuId, 1);
    try {
      const reply = await shopper.post("/api/guest-order/create", await shopper.checkoutBody(), {
        headers: { ...ARABIC, "idempotency-key": crypto.randomUUID() },
      });
      expect(reply.status).toBe(409);
      const error = errorOf(reply);
      expect(error.code).toBe("OUT_OF_STOCK");
      const [line] = Object.values(error.fields ?? {});
      expect(line).toMatch(/^المخزون غير كافٍ لـ«.+» \(.+، المقاس .+\): بقيت قطعة واحدة فقط\.$/);
      expect(line).toContain(sku.title);
      expect(error.message).toBe(line);
    } finally {
      await setStock(db, sku.skuId, sku.stock);
    }
  });

  it("answers a missing product and an unknown address of the API in Arabic", async () => {
    const shopper = new Shopper(app);
    const missing = await shopper.get("/api/products/find/id/2000000000", { headers: ARABIC });
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toEqual({ code: "NOT_FOUND", message: "هذا المنتج غير موجود" });
    const unknown = await shopper.get("/api/nothing-here", { headers: ARABIC });
    expect(errorOf(unknown)).toEqual({ code: "NOT_FOUND", message: "عنوان واجهة البرمجة هذا غير موجود" });
    const french = await shopper.get("/api/products/find/id/2000000000");
    expect(errorOf(french).message).toBe("Ce produit n’existe pas");
    // A shared cache keeps one error per language.
    expect(missing.headers.vary).toMatch(/accept-language/);
    expect(unknown.headers.vary).toMatch(/accept-language/);
  });

  it("writes again in Arabic a message zod wrote by itself", async () => {
    const shopper = new Shopper(app);
    const reply = await shopper.get("/api/products/filter?pageSize=500", { headers: ARABIC });
    expect(reply.status).toBe(400);
    const message = errorOf(reply).fields?.pageSize ?? "";
    expect(message).toMatch(/\p{Script=Arabic}/u);
    expect(message).toContain("60");
    expect(errorOf(await shopper.get("/api/products/filter?pageSize=500")).fields?.pageSize).toMatch(
      /^Trop grand/,
    );
  });

  it.each([
    ["fr-FR,fr;q=0.9,ar;q=0.8", "Ce produit n’existe pas"],
    ["ar;q=0.5,fr;q=0.4", "هذا المنتج غير موجود"],
    ["en-GB,en;q=0.9", "Ce produit n’existe pas"],
    ["ar", "هذا المنتج غير موجود"],
  ])("Accept-Language %s gives %s", async (language, message) => {
    const reply = await new Shopper(app).get("/api/products/find/id/2000000000", {
      headers: { "accept-language": language },
    });
    expect(errorOf(reply).message).toBe(message);
  });
});
