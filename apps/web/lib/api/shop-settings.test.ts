import { describe, expect, it } from "vitest";
import { shopViewFromEnv, shopViewOf } from "./shop-settings";

const env = {
  BRAND_NAME: "Rafale",
  SHOP_PHONE: "+213 550 00 00 00",
  SHOP_EMAIL: "service-client@rafale.dz",
  FACEBOOK_URL: "https://www.facebook.com/rafale.algerie",
  INSTAGRAM_URL: "https://www.instagram.com/rafale.algerie",
  RETURNS_PORTAL_URL: "https://retours.rafale.dz",
  CORPORATE_URL: "https://groupe.rafale.com",
};

describe("the shop's details on the storefront", () => {
  it("are the back office's over the environment's; a blank one there is not shown, whatever the environment says", () => {
    const view = shopViewOf(
      {
        brandName: "Rafale Sport",
        phone: "0661 22 33 44",
        email: null,
        facebookUrl: "https://www.facebook.com/rafale.sport",
        instagramUrl: null,
        tiktokUrl: "https://www.tiktok.com/@rafale.dz",
        returnsPortalUrl: null,
        freeDelivery: { from: 9_000, methods: "home" },
      },
      shopViewFromEnv(env),
    );
    expect(view.brandName).toBe("Rafale Sport");
    expect(view.contact).toEqual({ phone: { display: "0661 22 33 44", href: "tel:0661223344" }, email: null });
    expect(view.links).toMatchObject({
      facebook: "https://www.facebook.com/rafale.sport",
      instagram: null,
      returnsPortal: null,
      // What the back office does not keep stays the environment's.
      company: "https://groupe.rafale.com/",
    });
    expect(view.tiktok).toBe("https://www.tiktok.com/@rafale.dz");
    expect(view.freeDelivery).toEqual({ from: 9_000, methods: "home" });
  });

  it("are the environment's alone while the API cannot say", () => {
    const view = shopViewFromEnv(env);
    expect(view.contact.phone).toEqual({ display: "+213 550 00 00 00", href: "tel:+213550000000" });
    expect(view.links.returnsPortal).toBe("https://retours.rafale.dz/");
    expect(view.freeDelivery).toBeNull();
  });
});
