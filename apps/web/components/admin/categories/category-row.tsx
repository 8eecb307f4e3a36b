"use client";

import type { AdminCategory } from "@shop/domain/contract/admin-categories";
import Link from "next/link";
import { isRedFeatured } from "@/components/header/category-links";
import { getAdminCategoriesMessages } from "@/messages/admin";
import { ArrowDownIcon, ArrowUpIcon, ChevronIcon } from "../admin-icons";
import { adminButton } from "../admin-ui";
import { ARABIC_FONT, arabic } from "../products/bilingual-fields";
import { RowMenu, type RowMenuItem } from "./row-menu";

export type RowActions = {
  edit: () => void;
  addChild: (() => void) | null;
  move: () => void;
  remove: () => void;
  /** Null at the first (last) place: the button stays, focusable but inert, so keyboard focus is never lost. */
  up: (() => void) | null;
  down: (() => void) | null;
};

const BADGE = "inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset";
/** Each level a step further in, so the three levels read as a tree on a phone too. */
const INDENT = ["", "ps-3 md:ps-5", "ps-9 md:ps-12", "ps-14 md:ps-20"];
const ICON_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md border border-grey-300 bg-white text-ink hover:border-grey-500 hover:bg-grey-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-30";

export function CategoryBadges({ category }: { category: AdminCategory }) {
  const t = getAdminCategoriesMessages().row;
  const red = category.isFeatured && isRedFeatured({ title: category.titleFr });
  return (
    <>
      {!category.isClickable && (
        <span title={t.headingHint} className={`${BADGE} bg-grey-100 text-grey-700 ring-grey-300`}>
          {t.heading}
        </span>
      )}
      {category.isFeatured && (
        <span
          title={red ? t.featuredRedHint : t.featuredHint}
          className={`${BADGE} ${red ? "bg-promo/10 text-promo ring-promo/30" : "bg-gold-light text-gold-deep ring-gold/50"}`}
        >
          {red ? t.featuredRed : t.featured}
        </span>
      )}
    </>
  );
}

/**
 * One category of the tree: its French and Arabic titles side by side, its flags, slug and product counts, then the
 * staff's actions (reorder, edit and the others behind « ⋯ »; reading and viewing only for operators).
 */
export function CategoryRow({
  category,
  hasChildren,
  expanded,
  onToggle,
  actions,
}: {
  category: AdminCategory;
  hasChildren: boolean;
  expanded: boolean;
  onToggle: () => void;
  actions: RowActions | null;
}) {
  const t = getAdminCategoriesMessages().row;
  const { products } = category;
  const orderHref = `/gestion/categories?produits=${category.id}`;
  const menu: RowMenuItem[] = actions
    ? [
        ...(actions.addChild ? [{ kind: "button" as const, label: t.addChild, onSelect: actions.addChild }] : []),
        { kind: "button", label: t.move, onSelect: actions.move },
        { kind: "link", label: t.order, href: orderHref },
        { kind: "link", label: t.view, href: category.path, external: true },
        { kind: "button", label: t.delete, onSelect: actions.remove, danger: true },
      ]
    : [];
  const top = category.depth === 1;
  return (
    <div
      className={`grid grid-cols-[2.25rem_minmax(0,1fr)] items-start gap-x-2 gap-y-2 py-2.5 pe-3 md:grid-cols-[2.25rem_minmax(0,1fr)_auto] md:items-center md:pe-5 ${INDENT[category.depth]} ${top ? "bg-grey-50" : ""}`}
    >
      {hasChildren ? (
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={expanded ? t.collapse(category.titleFr) : t.expand(category.titleFr)}
          className="inline-flex size-9 items-center justify-center rounded-md text-grey-700 hover:bg-grey-100 hover:text-ink"
        >
          <ChevronIcon className={expanded ? "rotate-90" : ""} />
        </button>
      ) : (
        <span aria-hidden="true" className="mx-auto mt-3.5 size-1.5 rounded-full bg-grey-300 md:mt-0" />
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className={`break-words text-ink ${top ? "text-base font-black" : category.depth === 2 ? "font-bold" : "font-semibold"}`}>
            {category.titleFr}
          </span>
          {category.titleAr ? (
            <span {...arabic} className={`break-words text-grey-700 ${ARABIC_FONT}`}>
              {category.titleAr}
            </span>
          ) : (
            <span className="text-xs font-semibold text-warning">{t.arabicMissing}</span>
          )}
          <CategoryBadges category={category} />
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-grey-600">
          <span className="break-all font-mono text-grey-700">{category.slug}</span>
          <span>
            {t.products(products.total)}
            {products.direct > 0 && products.direct !== products.total && <> · {t.direct(products.direct)}</>}
          </span>
          {products.placed > 0 && <span>{t.placed(products.placed)}</span>}
          {category.oldSlugs.length > 0 && <span title={category.oldSlugs.join(", ")}>{t.oldSlugs(category.oldSlugs.length)}</span>}
        </p>
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-1.5 md:col-start-auto md:justify-end">
        {actions ? (
          <>
            <button
              type="button"
              data-move={`${category.id}:up`}
              onClick={actions.up ?? undefined}
              aria-disabled={actions.up ? undefined : true}
              aria-label={t.moveUp(category.titleFr)}
              className={ICON_BUTTON}
            >
              <ArrowUpIcon />
            </button>
            <button
              type="button"
              data-move={`${category.id}:down`}
              onClick={actions.down ?? undefined}
              aria-disabled={actions.down ? undefined : true}
              aria-label={t.moveDown(category.titleFr)}
              className={ICON_BUTTON}
            >
              <ArrowDownIcon />
            </button>
            <button type="button" onClick={actions.edit} aria-label={t.editLabel(category.titleFr)} aria-haspopup="dialog" className={adminButton("secondary", "min-h-9 px-3")}>
              {t.edit}
            </button>
            <RowMenu label={t.more(category.titleFr)} items={menu} />
          </>
        ) : (
          <>
            <Link href={orderHref} className={adminButton("secondary", "min-h-9 px-3")}>
              {t.order}
            </Link>
            <a href={category.path} target="_blank" rel="noopener" className="px-2 text-sm font-semibold text-grey-600 hover:text-ink">
              {t.view}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
