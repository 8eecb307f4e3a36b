import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { Shopper, communesOf16, errorOf } from "./support/shopper.js";

const { app, db } = await createTestApp();

let commune16: number[];
let communeOf31: number;
beforeAll(async () => {
  commune16 = await communesOf16(app);
  const oran = await app.inject({ method: "GET", url: "/api/states/31/communes" });
  communeOf31 = oran.json()[0].id;
});

const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Amina",
  lastName: "Benali",
  phoneNumber: "0551234567",
  address: "12 rue Didouche Mourad",
  address2: "Bâtiment B",
  state: 16,
  stateCommuneId: commune16[0],
  postalCode: "16000",
  ...overrides,
});

const signedIn = async () => {
  const shopper = new Shopper(app);
  await shopper.signUp();
  return shopper;
};

type Address = { id: number; address: string; isDefault: boolean };
const byAddress = (list: Address[], text: string) => list.find((entry) => entry.address === text)!;

describe("addresses of a signed-in customer", () => {
  it("answers 401 on every address route when signed out (with or without an anonymous session)", async () => {
    const guest = new Shopper(app);
    for (const withSession of [false, true]) {
      if (withSession) await guest.updateWishlist((await firstColorNo()) ?? "1", "add");
      const replies = [
        await guest.get("/api/addresses"),
        await guest.post("/api/addresses", address()),
        await guest.patch("/api/addresses/1", address()),
        await guest.delete("/api/addresses/1"),
        await guest.post("/api/addresses/1/default"),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(401);
        expect(errorOf(reply).code).toBe("UNAUTHORIZED");
      }
    }
    expect((await db.execute(sql`select count(*)::int as n from addresses`)).rows[0]).toEqual({ n: 0 });
  });

  it("starts empty, adds an address (201, the whole list) and makes the first one the default", async () => {
    const shopper = await signedIn();
    expect((await shopper.get("/api/addresses")).body).toEqual({ addresses: [] });
    const reply = await shopper.post("/api/addresses", address());
    expect(reply.status).toBe(201);
    expect(reply.body.addresses).toEqual([
      {
        id: expect.any(Number),
        firstName: "Amina",
        lastName: "Benali",
        phoneNumber: "0551234567",
        address: "12 rue Didouche Mourad",
        address2: "Bâtiment B",
        state: 16,
        stateName: expect.any(String),
        stateCommuneId: commune16[0],
        communeName: expect.any(String),
        postalCode: "16000",
        isDefault: true,
      },
    ]);
    const second = await shopper.post(
      "/api/addresses",
      address({ address: "5 boulevard Zighout Youcef", stateCommuneId: commune16[1] }),
    );
    expect(second.status).toBe(201);
    expect(second.body.addresses.map((entry: Address) => [entry.address, entry.isDefault])).toEqual([
      ["12 rue Didouche Mourad", true],
      ["5 boulevard Zighout Youcef", false],
    ]);
    expect((await shopper.get("/api/addresses")).body).toEqual(second.body);
  });

  it("adds an address marked isDefault as the new default, keeping exactly one default", async () => {
    const shopper = await signedIn();
    await shopper.post("/api/addresses", address({ address: "1 rue Larbi Ben Mhidi" }));
    const reply = await shopper.post(
      "/api/addresses",
      address({ address: "2 rue Hassiba Ben Bouali", isDefault: true }),
    );
    const list: Address[] = reply.body.addresses;
    expect(list[0]).toMatchObject({ address: "2 rue Hassiba Ben Bouali", isDefault: true });
    expect(list.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it("edits an address (PATCH) and chooses the default (POST /:id/default)", async () => {
    const shopper = await signedIn();
    await shopper.post("/api/addresses", address({ address: "1 rue Larbi Ben Mhidi" }));
    const added = await shopper.post("/api/addresses", address({ address: "2 rue Hassiba Ben Bouali" }));
    const second = byAddress(added.body.addresses, "2 rue Hassiba Ben Bouali");

    const edited = await shopper.patch(
      `/api/addresses/${second.id}`,
      address({ address: "3 rue Hassiba Ben Bouali", address2: null, postalCode: "" }),
    );
    expect(edited.status).toBe(200);
    expect(byAddress(edited.body.addresses, "3 rue Hassiba Ben Bouali")).toMatchObject({
      id: second.id,
      address2: null,
      postalCode: null,
      isDefault: false,
    });

    const chosen = await shopper.post(`/api/addresses/${second.id}/default`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.addresses.map((entry: Address) => [entry.id, entry.isDefault])).toEqual([
      [second.id, true],
      [expect.any(Number), false],
    ]);
  });

  it("deletes an address; deleting the default promotes another one", async () => {
    const shopper = await signedIn();
    await shopper.post("/api/addresses", address({ address: "1 rue Larbi Ben Mhidi" }));
    await shopper.post("/api/addresses", address({ address: "2 rue Hassiba Ben Bouali" }));
    const all = await shopper.post("/api/addresses", address({ address: "3 rue Abane Ramdane" }));
    const first = byAddress(all.body.addresses, "1 rue Larbi Ben Mhidi");
    expect(first.isDefault).toBe(true);

    const afterDelete = await shopper.delete(`/api/addresses/${first.id}`);
    expect(afterDelete.status).toBe(200);
    const list: Address[] = afterDelete.body.addresses;
    expect(list).toHaveLength(2);
    expect(list.filter((entry) => entry.isDefault)).toHaveLength(1);
    expect(list[0]).toMatchObject({ address: "2 rue Hassiba Ben Bouali", isDefault: true });

    const notDefault = byAddress(list, "3 rue Abane Ramdane");
    const last = await shopper.delete(`/api/addresses/${notDefault.id}`);
    expect(last.body.addresses.map((entry: Address) => [entry.address, entry.isDefault])).toEqual([
      ["2 rue Hassiba Ben Bouali", true],
    ]);
    const gone = await shopper.delete(`/api/addresses/${notDefault.id}`);
    expect(gone.status).toBe(404);
  });

  it("refuses a commune of another wilaya (400, fields.stateCommuneId), on add and on edit", async () => {
    const shopper = await signedIn();
    const reply = await shopper.post("/api/addresses", address({ state: 16, stateCommuneId: communeOf31 }));
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toEqual({
      code: "VALIDATION_ERROR",
      message: "Cette commune n’appartient pas à la wilaya choisie",
      fields: { stateCommuneId: "Cette commune n’appartient pas à la wilaya choisie" },
    });
    const unknownState = await shopper.post(
      "/api/addresses",
      address({ state: 99, stateCommuneId: commune16[0] }),
    );
    expect(unknownState.status).toBe(400);
    expect(errorOf(unknownState).fields).toHaveProperty("stateCommuneId");

    const added = await shopper.post("/api/addresses", address());
    const id = added.body.addresses[0].id;
    const edit = await shopper.patch(
      `/api/addresses/${id}`,
      address({ state: 31, stateCommuneId: commune16[0] }),
    );
    expect(edit.status).toBe(400);
    expect(errorOf(edit).fields).toHaveProperty("stateCommuneId");
    expect((await shopper.get("/api/addresses")).body.addresses[0]).toMatchObject({
      state: 16,
      stateCommuneId: commune16[0],
    });
  });

  it("answers 404 for another customer's address on edit, delete and default, and leaves it alone", async () => {
    const owner = await signedIn();
    const added = await owner.post("/api/addresses", address({ address: "9 rue du Propriétaire" }));
    const id = added.body.addresses[0].id;
    const intruder = await signedIn();
    await intruder.post("/api/addresses", address({ address: "1 rue de l’Intrus" }));

    const replies = [
      await intruder.patch(`/api/addresses/${id}`, address({ address: "piratée 123" })),
      await intruder.delete(`/api/addresses/${id}`),
      await intruder.post(`/api/addresses/${id}/default`),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(errorOf(reply)).toEqual({ code: "NOT_FOUND", message: "Cette adresse n’existe pas" });
    }
    expect(
      (await intruder.get("/api/addresses")).body.addresses.map((entry: Address) => entry.address),
    ).toEqual(["1 rue de l’Intrus"]);
    expect((await owner.get("/api/addresses")).body.addresses).toEqual(added.body.addresses);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const shopper = await signedIn();
    for (const id of ["abc", "-1", "1.5", "99999999999", "1%27%20or%201%3D1"]) {
      const reply = await shopper.delete(`/api/addresses/${id}`);
      expect(reply.status).toBe(400);
      expect(errorOf(reply).code).toBe("VALIDATION_ERROR");
    }
    expect((await shopper.post("/api/addresses/2147483647/default")).status).toBe(404);
  });

  it("keeps exactly one default when the first addresses are saved in parallel (double click)", async () => {
    const shopper = await signedIn();
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        shopper.post("/api/addresses", address({ address: `${index + 1} rue Parallèle` })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    const list: Address[] = (await shopper.get("/api/addresses")).body.addresses;
    expect(list).toHaveLength(5);
    expect(list.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it("keeps at most 20 addresses", async () => {
    const shopper = await signedIn();
    for (let index = 0; index < 20; index++) {
      expect(
        (await shopper.post("/api/addresses", address({ address: `${index + 1} rue des Tests` }))).status,
      ).toBe(201);
    }
    const reply = await shopper.post("/api/addresses", address({ address: "21 rue des Tests" }));
    expect(reply.status).toBe(400);
    expect(errorOf(reply).message).toBe("Vous pouvez enregistrer 20 adresses au plus");
  });
});

async function firstColorNo(): Promise<string | undefined> {
  const result = await db.execute<{ color_no: string }>(
    sql`select color_no from variations order by id limit 1`,
  );
  return result.rows[0]?.color_no;
}
