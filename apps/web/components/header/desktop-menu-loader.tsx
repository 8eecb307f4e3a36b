import { getChromeMessages } from "@/messages/chrome";
import { DesktopMenu } from "./desktop-menu";
import type { MenuCategory } from "./category-links";

/** Three placeholder items while the category tree loads (spec §2). */
export function DesktopMenuSkeleton() {
  return (
    <div role="status" aria-label={getChromeMessages().header.loadingCategories} className="hidden items-center gap-6 lg:flex">
      {[0, 1, 2].map((index) => (
        <span key={index} data-testid="menu-skeleton" className="h-3.5 w-16 animate-pulse rounded-sm bg-grey-200" />
      ))}
    </div>
  );
}

export async function DesktopMenuLoader({ categories }: { categories: Promise<MenuCategory[]> }) {
  return <DesktopMenu categories={await categories} />;
}
