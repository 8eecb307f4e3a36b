import Link from "next/link";
import type { ReactNode } from "react";
import type { StaffUser } from "@shop/domain/contract/admin-auth";
import { getBrandName } from "@/lib/brand";
import { canEditCatalogue } from "@/lib/admin/catalogue";
import {
  getAdminAnnouncementsMessages,
  getAdminBackupsMessages,
  getAdminCategoriesMessages,
  getAdminDeliveryMessages,
  getAdminMailMessages,
  getAdminMessages,
  getAdminOffersMessages,
  getAdminProductsMessages,
} from "@/messages/admin";
import {
  BackupIcon,
  BlockIcon,
  BoxIcon,
  CategoryIcon,
  DashboardIcon,
  GiftIcon,
  MailIcon,
  MapPinIcon,
  MegaphoneIcon,
  OrdersIcon,
  OutboxIcon,
  PriceLogIcon,
  StoreIcon,
  TagIcon,
  TeamIcon,
  TruckIcon,
} from "./admin-icons";
import { MobileMenu, NavLinks, type NavItem } from "./admin-nav";
import { SignOutButton } from "./sign-out-button";

/**
 * The pages of the back office a role opens: the team page for owners only; the catalogue role sees the products,
 * the stock and the price log, not the orders, shipping, messages, blocklist or dashboard its API refuses it.
 */
function navItems(staff: StaffUser): NavItem[] {
  const t = getAdminMessages().nav;
  const catalogue = getAdminProductsMessages().nav;
  const shop = staff.role !== "catalogue";
  const items: (NavItem | false)[] = [
    shop && { href: "/gestion", label: t.dashboard, icon: <DashboardIcon /> },
    shop && { href: "/gestion/commandes", label: t.orders, icon: <OrdersIcon /> },
    shop && { href: "/gestion/expeditions", label: t.shipping, icon: <TruckIcon /> },
    { href: "/gestion/produits", label: catalogue.products, icon: <TagIcon /> },
    // Every role: operators read the tree (the page then offers no change).
    { href: "/gestion/categories", label: getAdminCategoriesMessages().nav.categories, icon: <CategoryIcon /> },
    { href: "/gestion/stock", label: t.stock, icon: <BoxIcon /> },
    // Every role: operators read the top bar's items (the page then offers no change).
    { href: "/gestion/annonces", label: getAdminAnnouncementsMessages().nav.announcements, icon: <MegaphoneIcon /> },
    // Every role: operators read the fees and the stop desks (the page then offers no change).
    { href: "/gestion/livraison", label: getAdminDeliveryMessages().nav.delivery, icon: <MapPinIcon /> },
    // Every role: operators read the offers (the page then offers no change).
    { href: "/gestion/offres", label: getAdminOffersMessages().nav.offers, icon: <GiftIcon /> },
    canEditCatalogue(staff.role) && { href: "/gestion/prix", label: catalogue.priceLog, icon: <PriceLogIcon /> },
    shop && { href: "/gestion/messages", label: t.messages, icon: <MailIcon /> },
    shop && { href: "/gestion/clients", label: t.blocklist, icon: <BlockIcon /> },
    staff.role === "owner" && { href: "/gestion/e-mails", label: getAdminMailMessages().nav.mail, icon: <OutboxIcon /> },
    staff.role === "owner" && { href: "/gestion/equipe", label: t.team, icon: <TeamIcon /> },
    staff.role === "owner" && { href: "/gestion/sauvegardes", label: getAdminBackupsMessages().nav.backups, icon: <BackupIcon /> },
    staff.role === "owner" && { href: "/gestion/boutique", label: getAdminOffersMessages().nav.shop, icon: <StoreIcon /> },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

function Brand({ name }: { name: string }) {
  return (
    <Link href="/gestion" className="flex items-center gap-2 text-sm font-black uppercase tracking-widest text-white">
      <span aria-hidden="true" className="size-2.5 rounded-full bg-gold" />
      {getAdminMessages().brand(name)}
    </Link>
  );
}

function StaffCard({ staff }: { staff: StaffUser }) {
  const t = getAdminMessages().nav;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-gold text-sm font-black text-ink"
        >
          {staff.name.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-white">{staff.name}</p>
          <p className="text-xs text-grey-400">{t.roles[staff.role]}</p>
        </div>
      </div>
      <a href="/" className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-grey-300 hover:bg-white/5 hover:text-white">
        <StoreIcon />
        {t.storefront}
      </a>
      <SignOutButton label={t.signOut} />
    </div>
  );
}

/** The signed-in frame: a dark sidebar on desktop, a top bar with a menu on phones, the page on grey. */
/** `brandName`: the shop's saved name (« Boutique »); the environment's without. */
export function AdminShell({ staff, brandName = getBrandName(), children }: { staff: StaffUser; brandName?: string; children: ReactNode }) {
  const items = navItems(staff);
  const t = getAdminMessages().nav;
  return (
    <div className="lg:flex">
      <MobileMenu items={items} brand={<Brand name={brandName} />} footer={<StaffCard staff={staff} />} />
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col bg-ink px-4 py-6 lg:flex">
        <div className="px-3">
          <Brand name={brandName} />
        </div>
        <nav aria-label={t.label} className="-mx-1 mt-8 min-h-0 flex-1 overflow-y-auto px-1">
          <NavLinks items={items} />
        </nav>
        <div className="border-t border-white/10 pt-4">
          <StaffCard staff={staff} />
        </div>
      </aside>
      <main id="contenu" className="min-w-0 flex-1 px-4 py-6 md:px-8 lg:py-8">
        <div className="mx-auto max-w-7xl">{children}</div>
      </main>
    </div>
  );
}
