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

  it("speaks the page's language: Accept-Language and the Arabic names on an Arabic page, French by default", async () => {
    const calls = serve(() => json(200, [{ id: 16, name: "Alger", nameAr: "الجزائر" }]));
    expect((await api.get<{ name: string }[]>("/api/states")).data[0]?.name).toBe("Alger");
    expect(calls[0]?.init.headers).toMatchObject({ "Accept-Language": "fr" });

    vi.stubGlobal("document", { documentElement: { lang: "ar" } });
    expect((await api.get<{ name: string }[]>("/api/states")).data[0]?.name).toBe("الجزائر");
    expect(calls[1]?.init.headers).toMatchObject({ "Accept-Language": "ar" });
    expect(apiError(new ApiNetworkError("Network Error")).message).toBe("تعذّر الاتصال. تحقّق من اتصالك بالشبكة وأعد المحاولة.");
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

  it("says what went wrong with the spec's client texts when no answer comes (§8)", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(api.get("/api/offers")).rejects.toThrow(new ApiNetworkError("Network Error"));

    // The caller gave up: the fetch rejects as a browser's does on an aborted signal.
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      const signal = init.signal;
      return new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));
    });
    const controller = new AbortController();
    const aborted = api.get("/api/offers", { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow(new ApiNetworkError("Request aborted"));

    // No answer within the call's time limit.
    await expect(api.get("/api/offers", { timeoutMs: 20 })).rejects.toThrow(new ApiNetworkError("timeout of 20 ms exceeded"));
    await expect(api.get("/api/offers", { timeoutMs: 20, signal: new AbortController().signal })).rejects.toThrow(
      "timeout of 20 ms exceeded",
    );

    // An address of another kind is never fetched.
    const calls = serve(() => json(200, {}));
    await expect(api.get("file:///etc/passwd")).rejects.toThrow(new ApiNetworkError("Unsupported protocol"));
    expect(calls).toHaveLength(0);
    expect(apiError(new ApiNetworkError("Unsupported protocol")).message).toBe("Connexion impossible. Vérifiez votre réseau et réessayez.");
  });
});
