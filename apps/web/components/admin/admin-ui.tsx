import Link from "next/link";
import type { ReactNode } from "react";
import type { OrderStatus } from "@shop/domain/constants";
import { STATUS_LABELS } from "@shop/domain/order-workflow";
import { getAdminMessages } from "@/messages/admin";

/** The back office's visual primitives: calm white panels on grey, compact buttons, status colours. */

export type AdminButtonTone = "primary" | "secondary" | "danger" | "gold";

const TONES: Record<AdminButtonTone, string> = {
  primary: "bg-ink text-white hover:bg-grey-700",
  secondary: "border border-grey-300 bg-white text-ink hover:border-grey-500 hover:bg-grey-50",
  danger: "border border-promo/40 bg-white text-promo hover:bg-promo hover:text-white",
  gold: "bg-gold text-ink hover:bg-gold-dark",
};

export function adminButton(tone: AdminButtonTone = "primary", extra = ""): string {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${TONES[tone]} ${extra}`;
}

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-black tracking-tight text-ink md:text-3xl">{title}</h1>
        {description && <div className="mt-1 text-sm text-grey-600">{description}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

export function Panel({
  title,
  actions,
  children,
  className = "",
  bodyClassName = "p-4 md:p-5",
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <section className={`rounded-lg border border-grey-200 bg-white shadow-[0_1px_2px_rgb(0_0_0/0.04)] ${className}`}>
      {title && (
        <div className="flex items-center justify-between gap-3 border-b border-grey-100 px-4 py-3 md:px-5">
          <h2 className="text-sm font-bold text-ink">{title}</h2>
          {actions}
        </div>
      )}
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 px-4 py-12 text-center">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-grey-100 text-xl text-grey-500">
        ∅
      </span>
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="max-w-md text-sm text-grey-600">{children}</div>}
    </div>
  );
}

const STATUS_TONES: Record<OrderStatus, string> = {
  "awaiting-payment": "bg-grey-100 text-grey-700 ring-grey-300",
  "pending-confirmation": "bg-gold-light text-gold-deep ring-gold/50",
  "no-answer": "bg-warning/10 text-warning ring-warning/30",
  confirmed: "bg-info/10 text-info ring-info/30",
  shipped: "bg-info text-white ring-info",
  delivered: "bg-success/10 text-success ring-success/30",
  returned: "bg-promo/10 text-promo ring-promo/30",
  cancelled: "bg-grey-100 text-grey-600 ring-grey-200",
};

export const STATUS_DOTS: Record<OrderStatus, string> = {
  "awaiting-payment": "bg-grey-400",
  "pending-confirmation": "bg-gold",
  "no-answer": "bg-warning",
  confirmed: "bg-info",
  shipped: "bg-info",
  delivered: "bg-success",
  returned: "bg-promo",
  cancelled: "bg-grey-400",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Previous / next links of a server-paginated list; `href(page)` keeps the other filters of the URL. */
export function Pagination({ page, pageSize, total, href }: { page: number; pageSize: number; total: number; href: (page: number) => string }) {
  const t = getAdminMessages().common;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link href={href(target)} className={adminButton("secondary")}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={adminButton("secondary", "pointer-events-none opacity-40")}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t.pageOf(page, pages)} className="flex items-center justify-between gap-3 pt-4">
      {link(page - 1, t.previous, page > 1)}
      <span className="text-sm text-grey-600">{t.pageOf(page, pages)}</span>
      {link(page + 1, t.next, page < pages)}
    </nav>
  );
}

/** A date and time as staff read them, in Algiers' time. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Africa/Algiers" }).format(
    new Date(iso),
  );
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "Africa/Algiers" }).format(new Date(iso));
}

/** A wilaya as staff name it, by its two-digit code: « 09 – Blida ». */
export const wilayaName = (state: { id: number; name: string }) => `${String(state.id).padStart(2, "0")} – ${state.name}`;

/** The short order number shoppers and staff read out on the phone. */
export const orderNumber = (number: number) => `n° ${number}`;
