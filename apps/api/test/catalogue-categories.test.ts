import type { AdminCategory, AdminCategoryTree, CategoryProducts } from "@shop/domain/contract/admin-categories";
import type { CategoryNode } from "@shop/domain/contract/catalog";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./database.js";
import { errorOf } from "./support/shopper.js";
import { signedInStaff, type StaffClient } from "./support/staff.js";

// The storefront's reads without their caches: each assertion sees the catalogue as the last write left it.
const { app, db } = await createTestApp({ CATALOG_CACHE_SECONDS: 0, CATALOG_ANSWERS_SECONDS: 0 });

let owner: StaffClient;
let manager: StaffClient;
let operator: StaffClient;
/** Published products of the demo catalogue, in stock, to file under the categories these tests make. */
let productIds: number[];

beforeAll(async () => {
  [owner, manager, operator] = await Promise.all([
    signedInStaff(app, db, "owner"),
    signedInStaff(app, db, "catalogue", "Nadia Catalogue"),
    signedInStaff(app, db, "operator", "Yacine Opérateur"),
  ]);
  const found = await db.execute<{ id: number }>(sql`
    select p.id from products p where p.is_published
       and exists (select 1 from variations v join skus s on s.variation_id = v.id where v.product_id = p.id and s.stock > 0)
     order by p.id limit 4`);
  productIds = found.rows.map((row) => row.id);
});

const publicGet = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  return { status: response.statusCode, headers: response.headers, body: response.body === "" ? null : response.json() };
};

async function tree(): Promise<AdminCategory[]> {
  const reply = await owner.get("/api/admin/categories");
  expect(reply.status).toBe(200);
  return (reply.body as AdminCategoryTree).categories;
}

async function categoryBySlug(slug: string): Promise<AdminCategory> {
  const found = (await tree()).find((category) => category.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

async function create(body: Record<string, unknown>, client = manager): Promise<AdminCategory> {
  const reply = await client.post("/api/admin/categories", body);
  expect(reply.status, reply.raw).toBe(201);
  return categoryBySlug(reply.body.slug);
}

/** Files a product under a category and its ancestors, as the product editor and the seed do. */
async function file(productId: number, categoryId: number, isPrimary = true): Promise<void> {
  await db.execute(sql`
    with recursive chain(id, parent_id) as (
      select id, parent_id from categories where id = ${categoryId}
      union all select c.id, c.parent_id from categories c join chain on c.id = chain.parent_id)
    insert into product_categories (category_id, product_id, is_primary)
    select id, ${productId}, ${isPrimary} and id = ${categoryId} from chain
    on conflict (category_id, product_id) do update set is_primary = product_categories.is_primary or excluded.is_primary`);
}

/** The ids a storefront category page lists first, by its default sort. */
async function listed(slug: string, pageSize = 48): Promise<{ ids: number[]; total: number }> {
  const { status, body } = await publicGet(`/api/products/filter?category=${slug}&pageSize=${pageSize}`);
  expect(status).toBe(200);
  return { ids: body.products.map((product: { id: number }) => product.id), total: body.total };
}

describe("the category tree in the back office", () => {
  it("lists three levels with both titles, slugs, flags and product counts", async () => {
    const categories = await tree();
    expect(new Set(categories.map((category) => category.depth))).toEqual(new Set([1, 2, 3]));
    const homme = categories.find((category) => category.slug === "homme")!;
    expect(homme).toMatchObject({ titleFr: "Homme", titleAr: expect.any(String), parentId: null, path: "/categorie/homme" });
    expect(homme.titleAr).not.toBe("");
    const promos = categories.find((category) => category.slug === "homme-promos")!;
    expect(promos).toMatchObject({ isFeatured: true, parentId: homme.id, path: "/categorie/homme/homme-promos" });
    expect(categories.find((category) => category.slug === "homme-chaussures-par-sport")!.isClickable).toBe(false);

    // A category counts every product its page lists; those chosen for it are the ones its sub-categories do not hold.
    const counted = await db.execute<{ total: number }>(sql`
      select count(*)::int as total from product_categories where category_id = ${homme.id}`);
    expect(homme.products.total).toBe(counted.rows[0]!.total);
    expect(homme.products.direct).toBeLessThan(homme.products.total);
    const running = categories.find((category) => category.slug === "homme-chaussures-running")!;
    expect(running.products.direct).toBe(running.products.total);
    expect(running.products.total).toBeGreaterThan(0);

    // Depth first: every category comes after its parent.
    const seen = new Set<number>();
    for (const category of categories) {
      if (category.parentId !== null) expect(seen.has(category.parentId)).toBe(true);
      seen.add(category.id);
    }
  });

  it("creates a category under a parent, its slug made from the title, and refuses a fourth level", async () => {
    const chaussures = await categoryBySlug("homme-chaussures");
    const trail = await create({ parentId: chaussures.id, titleFr: "Trail & Montagne", titleAr: "المسارات" });
    expect(trail).toMatchObject({
      slug: "homme-chaussures-trail-montagne",
      depth: 3,
      isClickable: true,
      isFeatured: false,
      path: "/categorie/homme/homme-chaussures/homme-chaussures-trail-montagne",
      products: { direct: 0, total: 0, placed: 0 },
    });
    const storefront = (await publicGet("/api/categories/tree")).body as CategoryNode[];
    const shoes = storefront.find((node) => node.slug === "homme")!.children.find((node) => node.slug === "homme-chaussures")!;
    expect(shoes.children.at(-1)).toMatchObject({ slug: trail.slug, title: "Trail & Montagne", titleAr: "المسارات" });

    const fourth = await manager.post("/api/admin/categories", { parentId: trail.id, titleFr: "Ultra" });
    expect(fourth.status).toBe(400);
    expect(errorOf(fourth).message).toBe(
      "Une catégorie ne peut pas être placée sous une catégorie de troisième niveau : la navigation a trois niveaux",
    );
    const taken = await manager.post("/api/admin/categories", { parentId: null, titleFr: "Homme bis", slug: "homme" });
    expect(taken.status).toBe(409);
    expect(errorOf(taken).fields).toEqual({ slug: "Cette adresse est déjà celle d’une autre catégorie" });
    const featuredTooDeep = await manager.post("/api/admin/categories", { parentId: chaussures.id, titleFr: "Soldes", isFeatured: true });
    expect(featuredTooDeep.status).toBe(400);
  });

  it("renames a category in French and Arabic; its old address answers 301, and the old slug can be taken again", async () => {
    const top = await create({ titleFr: "Collections", titleAr: "مجموعات" });
    const capsule = await create({ parentId: top.id, titleFr: "Capsule" });
    expect(capsule.slug).toBe("collections-capsule");
    const [productId] = productIds;
    await file(productId!, capsule.id);

    const renamed = await manager.request("PUT", `/api/admin/categories/${capsule.id}`, {
      titleFr: "Capsule été",
      titleAr: "كبسولة الصيف",
      slug: "capsule-ete",
      description: "Les pièces de l’été.",
      isClickable: true,
      isFeatured: false,
    });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body).toEqual({ id: capsule.id, slug: "capsule-ete", path: "/categorie/collections/capsule-ete" });

    const old = await publicGet("/api/categories/slug/collections-capsule");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/api/categories/slug/capsule-ete");
    const current = await publicGet("/api/categories/slug/capsule-ete");
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ title: "Capsule été", titleAr: "كبسولة الصيف", parent: { slug: "collections" } });
    expect((await categoryBySlug("capsule-ete")).oldSlugs).toEqual(["collections-capsule"]);
    // Its products are found by its new name.
    const search = await db.execute<{ searchText: string }>(sql`select search_text as "searchText" from products where id = ${productId!}`);
    expect(search.rows[0]!.searchText).toContain("capsule ete");

    // A slug made from a title never takes an old address over; one typed by the merchant does.
    const namesake = await create({ parentId: top.id, titleFr: "Capsule" });
    expect(namesake.slug).toBe("collections-capsule-2");
    expect((await publicGet("/api/categories/slug/collections-capsule")).status).toBe(301);
    // The old slug is free: another category takes it, and its address is that category's again.
    const reused = await create({ parentId: top.id, titleFr: "Nouvelle capsule", slug: "collections-capsule" });
    expect((await publicGet("/api/categories/slug/collections-capsule")).body).toMatchObject({ id: reused.id });
    expect((await categoryBySlug("capsule-ete")).oldSlugs).toEqual([]);

    const clash = await manager.request("PUT", `/api/admin/categories/${capsule.id}`, {
      titleFr: "Capsule été",
      slug: "homme",
    });
    expect(clash.status).toBe(409);
    expect(errorOf(clash).code).toBe("SLUG_TAKEN");
  });

  it("moves a category under another parent: its products are listed under their new ancestors, not the old ones", async () => {
    const top = await create({ titleFr: "Atelier" });
    const left = await create({ parentId: top.id, titleFr: "Gauche" });
    const right = await create({ parentId: top.id, titleFr: "Droite" });
    const leaf = await create({ parentId: left.id, titleFr: "Feuille" });
    const [first, second] = productIds;
    await file(first!, leaf.id);
    // The second product is chosen for « Gauche » itself too (its primary category): it stays there when « Feuille »
    // leaves.
    await file(second!, leaf.id, false);
    await file(second!, left.id);
    expect((await listed(left.slug)).ids.sort()).toEqual([first, second].sort());
    expect((await listed(right.slug)).total).toBe(0);

    const moved = await manager.post(`/api/admin/categories/${leaf.id}/move`, { parentId: right.id, position: 0 });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body).toEqual({ id: leaf.id, slug: leaf.slug, path: `/categorie/atelier/${right.slug}/${leaf.slug}` });

    expect((await listed(right.slug)).ids.sort()).toEqual([first, second].sort());
    expect((await listed(left.slug)).ids).toEqual([second]);
    expect((await listed(leaf.slug)).ids.sort()).toEqual([first, second].sort());
    const detail = await publicGet(`/api/categories/slug/${leaf.slug}`);
    expect(detail.body.parent).toMatchObject({ slug: right.slug });
    const counts = await categoryBySlug(left.slug);
    expect(counts.products).toMatchObject({ direct: 1, total: 1 });

    // Not below itself, not past three levels (« Gauche » with a child cannot go under « Droite »).
    const cycle = await manager.post(`/api/admin/categories/${top.id}/move`, { parentId: right.id, position: 0 });
    expect(cycle.status).toBe(400);
    expect(errorOf(cycle).message).toBe("Une catégorie ne peut pas être placée sous elle-même ni sous une de ses sous-catégories");
    await create({ parentId: left.id, titleFr: "Enfant de gauche" });
    const tooDeep = await manager.post(`/api/admin/categories/${left.id}/move`, { parentId: right.id, position: 0 });
    expect(tooDeep.status).toBe(400);
    expect(errorOf(tooDeep).message).toBe("Ce déplacement ferait passer ses sous-catégories au-delà du troisième niveau");
  });

  it("reorders a category among its siblings, in the back office and the storefront's tree", async () => {
    const top = await create({ titleFr: "Ordre" });
    const a = await create({ parentId: top.id, titleFr: "Alpha" });
    const b = await create({ parentId: top.id, titleFr: "Bravo" });
    const c = await create({ parentId: top.id, titleFr: "Charlie" });
    const up = await manager.post(`/api/admin/categories/${c.id}/move`, { parentId: top.id, position: 0 });
    expect(up.status).toBe(200);
    const siblings = (await tree()).filter((category) => category.parentId === top.id);
    expect(siblings.map((category) => [category.titleFr, category.position])).toEqual([
      ["Charlie", 0],
      ["Alpha", 1],
      ["Bravo", 2],
    ]);
    const storefront = (await publicGet(`/api/categories/slug/${top.slug}`)).body as { children: CategoryNode[] };
    expect(storefront.children.map((node) => node.id)).toEqual([c.id, a.id, b.id]);
  });

  it("deletes an empty category, and one holding products only once told where they go", async () => {
    const top = await create({ titleFr: "Rangement" });
    const empty = await create({ parentId: top.id, titleFr: "Vide" });
    const full = await create({ parentId: top.id, titleFr: "Plein" });
    const target = await create({ parentId: top.id, titleFr: "Destination" });
    const [first, second] = productIds;
    await file(first!, full.id);
    await file(second!, full.id, false);

    const emptied = await manager.request("DELETE", `/api/admin/categories/${empty.id}`);
    expect(emptied.status, emptied.raw).toBe(200);
    expect(emptied.body).toEqual({ moved: 0 });
    expect((await publicGet(`/api/categories/slug/${empty.slug}`)).status).toBe(404);

    const withChildren = await manager.request("DELETE", `/api/admin/categories/${top.id}`);
    expect(withChildren.status).toBe(409);
    expect(errorOf(withChildren)).toMatchObject({
      code: "CATEGORY_HAS_CHILDREN",
      message: "Cette catégorie contient 2 sous-catégories : déplacez-les ou supprimez-les d’abord",
    });

    const refused = await manager.request("DELETE", `/api/admin/categories/${full.id}`);
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: "CATEGORY_NOT_EMPTY",
      message: "Cette catégorie contient 2 produits : choisissez la catégorie où les déplacer",
    });
    expect((await listed(full.slug)).total).toBe(2);

    const deleted = await manager.request("DELETE", `/api/admin/categories/${full.id}`, { moveProductsTo: target.id });
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body).toEqual({ moved: 2 });
    expect((await listed(target.slug)).ids.sort()).toEqual([first, second].sort());
    const primaries = await db.execute<{ productId: number; isPrimary: boolean }>(sql`
      select product_id as "productId", is_primary as "isPrimary" from product_categories
       where category_id = ${target.id} order by product_id`);
    expect(primaries.rows).toEqual(
      [
        { productId: first, isPrimary: true },
        { productId: second, isPrimary: false },
      ].sort((x, y) => x.productId! - y.productId!),
    );
    // Its address now leads to where its products went.
    const old = await publicGet(`/api/categories/slug/${full.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/api/categories/slug/${target.slug}`);
  });

  it("orders a category's products by hand: the storefront lists them first, then the others as before", async () => {
    const top = await create({ titleFr: "Vitrine" });
    const shelf = await create({ parentId: top.id, titleFr: "Étagère" });
    for (const productId of productIds) await file(productId, shelf.id);
    const before = await listed(shelf.slug);
    expect(before.total).toBe(productIds.length);
    const [a, b] = [before.ids.at(-1)!, before.ids.at(-2)!];

    const saved = await manager.request("PUT", `/api/admin/categories/${shelf.id}/products/order`, { productIds: [a, b] });
    expect(saved.status, saved.raw).toBe(200);
    const products = saved.body as CategoryProducts;
    expect(products.placed.map((product) => [product.id, product.position])).toEqual([
      [a, 1],
      [b, 2],
    ]);
    expect(products.others.map((product) => product.id)).toEqual(before.ids.filter((id) => id !== a && id !== b));
    expect(products.total).toBe(productIds.length);

    const after = await listed(shelf.slug);
    expect(after.ids).toEqual([a, b, ...before.ids.filter((id) => id !== a && id !== b)]);
    // The page of « Vitrine » above it keeps the shop's own order: the hand order is « Étagère »'s.
    expect((await listed(top.slug)).ids).toEqual(before.ids);
    // Sorted by price, the hand order does not apply.
    const byPrice = await publicGet(`/api/products/filter?category=${shelf.slug}&sort=price-asc`);
    expect(byPrice.body.products.map((product: { id: number }) => product.id).sort()).toEqual([...productIds].sort());

    const read = await operator.get(`/api/admin/categories/${shelf.id}/products`);
    expect(read.status).toBe(200);
    expect((read.body as CategoryProducts).placed.map((product) => product.id)).toEqual([a, b]);

    const stranger = await db.execute<{ id: number }>(sql`
      select id from products where id <> all(${sql.param(productIds)}::int[]) order by id limit 1`);
    const refused = await manager.request("PUT", `/api/admin/categories/${shelf.id}/products/order`, {
      productIds: [a, stranger.rows[0]!.id],
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields).toEqual({ "productIds.1": "Ce produit n’est pas dans cette catégorie" });

    const cleared = await manager.request("PUT", `/api/admin/categories/${shelf.id}/products/order`, { productIds: [] });
    expect((cleared.body as CategoryProducts).placed).toEqual([]);
    expect((await listed(shelf.slug)).ids).toEqual(before.ids);
  });
});

describe("who may change the categories", () => {
  it("lets operators read the tree and refuses them every change (403); the catalogue role may", async () => {
    expect((await operator.get("/api/admin/categories")).status).toBe(200);
    const homme = await categoryBySlug("homme");
    const writes = [
      operator.post("/api/admin/categories", { titleFr: "Interdit" }),
      operator.request("PUT", `/api/admin/categories/${homme.id}`, { titleFr: "Homme", slug: "homme" }),
      operator.post(`/api/admin/categories/${homme.id}/move`, { parentId: null, position: 0 }),
      operator.request("DELETE", `/api/admin/categories/${homme.id}`),
      operator.request("PUT", `/api/admin/categories/${homme.id}/products/order`, { productIds: [] }),
    ];
    for (const reply of await Promise.all(writes)) {
      expect(reply.status).toBe(403);
      expect(errorOf(reply).message).toBe("Réservé au catalogue : demandez l’accès au gérant de la boutique");
    }
    const renamed = await manager.request("PUT", `/api/admin/categories/${homme.id}`, {
      titleFr: "Homme",
      titleAr: homme.titleAr,
      slug: "homme",
      description: homme.description,
      isClickable: true,
      isFeatured: false,
    });
    expect(renamed.status).toBe(200);
    expect((await publicGet("/api/categories/slug/homme")).status).toBe(200);
  });
});
