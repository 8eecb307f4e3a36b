/**
 * The response schemas of the routes are the types in `@shop/domain/api-types`, which the storefront reads:
 * each pair below must be assignable both ways, or the typecheck fails. A field the API renames, drops or
 * makes nullable without the shared type (or the other way round) is caught before the storefront misreads it.
 * Types only: nothing here runs.
 */
import type * as Api from "@shop/domain/api-types";
import type { z } from "zod";
import type { Address } from "./addresses.js";
import type { Cart } from "./cart-schemas.js";
import type * as Catalog from "./catalog-schemas.js";
import type { ErrorResponse } from "./common.js";
import type { Offer } from "./offers.js";
import type { Order, OrderSummary } from "./order-schemas.js";
import type { Commune, DeliveryPrice, State, StopDesk } from "./states.js";
import type { User } from "./users.js";
import type { Wishlist } from "./wishlist.js";

type Same<Schema extends z.ZodType, Shared> = [z.infer<Schema>] extends [Shared]
  ? [Shared] extends [z.infer<Schema>]
    ? true
    : false
  : false;
type Holds<Check extends true> = Check;

export type ResponseTypesMatch = [
  Holds<Same<typeof Catalog.CategoryNode, Api.CategoryNode>>,
  Holds<Same<typeof Catalog.CategoryDetail, Api.CategoryDetail>>,
  Holds<Same<typeof Catalog.ProductSummary, Api.ProductSummary>>,
  Holds<Same<typeof Catalog.ProductDetail, Api.ProductDetail>>,
  Holds<Same<typeof Catalog.FilterResponse, Api.ProductFilterResponse>>,
  Holds<Same<typeof Catalog.SearchResponse, Api.SearchResponse>>,
  Holds<Same<typeof Catalog.PopularSearches, Api.PopularSearches>>,
  Holds<Same<typeof Catalog.RelatedProducts, Api.RelatedProducts>>,
  Holds<Same<typeof Offer, Api.Offer>>,
  Holds<Same<typeof Cart, Api.Cart>>,
  Holds<Same<typeof User, Api.User>>,
  Holds<Same<typeof Wishlist, Api.Wishlist>>,
  Holds<Same<typeof Order, Api.Order>>,
  Holds<Same<typeof OrderSummary, Api.OrderSummary>>,
  Holds<Same<typeof Address, Api.SavedAddress>>,
  Holds<Same<typeof State, Api.State>>,
  Holds<Same<typeof Commune, Api.Commune>>,
  Holds<Same<typeof DeliveryPrice, Api.DeliveryPrice>>,
  Holds<Same<typeof StopDesk, Api.StopDesk>>,
  Holds<Same<typeof ErrorResponse, Api.ApiErrorBody>>,
];
