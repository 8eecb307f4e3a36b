import { describe, expect, it } from "vitest";
import { createAnswerMemory } from "./answer-memory";
import { createVersionFollower } from "./catalog-version";

/**
 * A storefront process as `server.ts` wires it: answers kept 60 s in its memory, forgotten when the followed
 * version moves, the version checked before a kept answer is given. `api` stands for the API processes: the version
 * and the title they answer (`stale` for the one not yet told of a change).
 */
function storefront() {
  let clock = 0;
  const api = { version: 1, title: "Veste", stale: undefined as string | undefined, versionReads: 0, fail: false };
  const memory = createAnswerMemory(1_000_000, () => clock);
  const follower = createVersionFollower({
    read: async () => {
      api.versionReads++;
      if (api.fail) throw new Error("API injoignable");
      return api.version;
    },
    moved: () => memory.clear(),
    now: () => clock,
  });
  const product = async () => {
    await follower.check();
    return memory.get("fr /api/products/find/id/1", 60_000, async () => {
      const title = api.stale ?? api.title;
      return { value: title, bytes: title.length };
    });
  };
  return { api, product, follower, tick: (ms: number) => (clock += ms) };
}

describe("the catalogue version a storefront process follows", () => {
  it("shows a change at the first read a second after it, long before the answer's 60 s", async () => {
    const shop = storefront();
    expect(await shop.product()).toBe("Veste");
    shop.api.title = "Veste changée";
    shop.api.version = 2;
    shop.tick(500);
    expect(await shop.product()).toBe("Veste"); // checked half a second ago: not read again yet
    shop.tick(500);
    expect(await shop.product()).toBe("Veste changée");
    expect(shop.follower.known()).toBe(2);
  });

  it("reads the version at most once a second, one read shared by the pages that wait for it", async () => {
    const shop = storefront();
    await Promise.all([shop.product(), shop.product(), shop.product()]);
    expect(shop.api.versionReads).toBe(1);
    for (let i = 0; i < 9; i++) {
      shop.tick(100);
      await shop.product();
    }
    expect(shop.api.versionReads).toBe(1);
    shop.tick(100);
    await Promise.all([shop.product(), shop.product()]);
    expect(shop.api.versionReads).toBe(2);
  });

  it("forgets once more a second after a move what an API process not yet told answered meanwhile", async () => {
    const shop = storefront();
    expect(await shop.product()).toBe("Veste");
    shop.api.version = 2;
    shop.api.title = "Veste changée";
    // The move is read from one API process; the product from another, told a few milliseconds later.
    shop.api.stale = "Veste";
    shop.tick(1_000);
    expect(await shop.product()).toBe("Veste");
    shop.api.stale = undefined;
    shop.tick(1_000);
    expect(await shop.product()).toBe("Veste changée");
    // Then the answers are kept again for their lifetime.
    shop.api.title = "Veste changée sans que la version bouge";
    shop.tick(1_000);
    expect(await shop.product()).toBe("Veste changée");
  });

  it("keeps the answers it has when the version cannot be read, and never fails a page for it", async () => {
    const shop = storefront();
    expect(await shop.product()).toBe("Veste");
    shop.api.fail = true;
    shop.api.version = 2;
    shop.api.title = "Veste changée";
    shop.tick(1_000);
    expect(await shop.product()).toBe("Veste");
    shop.api.fail = false;
    shop.tick(1_000);
    expect(await shop.product()).toBe("Veste changée");
  });
});
