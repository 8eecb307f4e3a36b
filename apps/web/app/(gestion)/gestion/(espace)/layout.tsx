import { connection } from "next/server";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireStaff } from "@/lib/admin/server";
import { getShopView } from "@/lib/api/shop-settings";

/** Every page but the sign-in: a signed-in member of staff, in the back office's frame. */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  // Per request, said first: the build does not try to render these pages ahead and log the API reads it refuses.
  await connection();
  const [staff, shop] = await Promise.all([requireStaff(), getShopView()]);
  return (
    <AdminShell staff={staff} brandName={shop.brandName}>
      {children}
    </AdminShell>
  );
}
