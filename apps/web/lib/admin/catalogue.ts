import type { StaffRole } from "@shop/domain/constants";
import type { AdminCategoryTree } from "@shop/domain/contract/admin-categories";
import { categoryChoicesOf, type CategoryChoice } from "./category-choices";
import { adminGet } from "./server";

/** Every category a product can be filed under, hidden ones too, as the merchant's tree has them right now. */
export async function getCategoryChoices(): Promise<CategoryChoice[]> {
  return categoryChoicesOf((await adminGet<AdminCategoryTree>("/api/admin/categories")).categories);
}

/** Who writes the catalogue; operators read it (the API refuses them every catalogue write with a 403). */
export const canEditCatalogue = (role: StaffRole): boolean => role === "owner" || role === "catalogue";
