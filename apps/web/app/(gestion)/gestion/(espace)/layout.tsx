import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireStaff } from "@/lib/admin/server";

/** Every page but the sign-in: a signed-in member of staff, in the back office's frame. */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  return <AdminShell staff={staff}>{children}</AdminShell>;
}
