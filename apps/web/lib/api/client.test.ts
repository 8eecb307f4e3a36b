import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiNetworkError, ApiResponseError } from "./client";
import { apiError, statusOf } from "./errors";

type Call = { url: string; init: RequestInit };

/** Answers every fetch with `respond(url)` and records the calls. */
function serve(respond: (url: string) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond(url);
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("sends JSON on the same origin with the session cookie, and leaves empty parameters out", async () => {
    const calls = serve(() => json(200, { ok: true }));
    const response = await api.patch<{ ok: boolean }>("/api/cart/update", { size: "42" }, { params: { a: 1, b: undefined, c: null, d: "x y" } });
    expect(response).toEqual({ status: 200, data: { ok: true } });
    const [call] = calls;
    expect(call?.url).toBe("/api/cart/update?a=1&d=x+y");
    expect(call?.init).toMatchObject({ method: "PATCH", credentials: "same-origin", body: '{"size":"42"}' });
    expect(call?.init.headers).toMatchObject({ Accept: "application/json", "Content-Type": "application/json" });
  });

  it("reads the API's error shape from a refused call", async () => {
    serve(() => json(409, { error: { code: "OUT_OF_STOCK", message: "Plus assez de stock", fields: { size: "Épuisé" } } }));
    const error = await api.post("/api/cart", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(statusOf(error)).toBe(409);
    expect(apiError(error)).toEqual({ code: "OUT_OF_STOCK", message: "Plus assez de stock", fields: { size: "Épuisé" } });
  });

  it("accepts the statuses a call names as answers (404 = no cart, 401 = signed out)", async () => {
    serve(() => json(401, { error: { code: "UNAUTHORIZED", message: "Non connecté" } }));
    await expect(api.get("/api/users/me", { accept: [200, 401] })).resolves.toMatchObject({ status: 401 });
    await expect(api.get("/api/users/me")).rejects.toBeInstanceOf(ApiResponseError);
  });

  it("gives a generic message for an answer without the API's shape, and a network message without an answer", async () => {
    serve(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    const badGateway = await api.get("/api/offers").catch((caught: unknown) => caught);
    expect(apiError(badGateway)).toEqual({ code: "UNKNOWN", message: "Une erreur est survenue. Veuillez réessayer." });

    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    const offline = await api.get("/api/offers").catch((caught: unknown) => caught);
    expect(offline).toBeInstanceOf(ApiNetworkError);
    expect(statusOf(offline)).toBeUndefined();
    expect(apiError(offline).code).toBe("NETWORK_ERROR");
  });
});
