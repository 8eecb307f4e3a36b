"use client";

import type { EditorColour, ProductEditor, ProductList, ProductListItem } from "@shop/domain/contract/admin-catalogue";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { ShopImage } from "@/components/ui/shop-image";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminColoursMessages } from "@/messages/admin";
import { SearchIcon } from "../../admin-icons";
import { adminButton } from "../../admin-ui";
import { Swatch, controlClass } from "./colour-ui";

export type LinkChoice = EditorColour["links"][number];

type Search = { state: "idle" } | { state: "loading" } | { state: "done"; products: ProductListItem[] } | { state: "error"; message: string };
type Chosen = { product: ProductListItem; editor: ProductEditor | null; error: string | null };

const RESULTS = 8;
const DEBOUNCE_MS = 250;

function Thumb({ src }: { src: string | null }) {
  return (
    <span className="relative size-10 shrink-0 overflow-hidden rounded bg-grey-100">
      {src && <ShopImage src={src} alt="" fill sizes="40px" className="object-cover" />}
    </span>
  );
}

/**
 * The « Ensemble » picker: a combobox over the products list's search (`GET /api/admin/products?q=`), then the
 * chosen product's colours (`GET /api/admin/products/:id`), each added with its own button. The colour being edited
 * and the colours already linked cannot be added again.
 */
export function ProductPicker({
  selfColourId,
  linked,
  full,
  onPick,
}: {
  selfColourId: number;
  linked: ReadonlySet<number>;
  full: boolean;
  onPick: (link: LinkChoice) => void;
}) {
  const t = getAdminColoursMessages().links;
  const id = useId();
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<Search>({ state: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ state: "loading" });
      api
        .get<ProductList>("/api/admin/products", { params: { q, pageSize: RESULTS }, signal: controller.signal })
        .then(({ data }) => setSearch({ state: "done", products: data.products }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setSearch({ state: "error", message: apiError(error).message });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const products = search.state === "done" ? search.products : [];
  const shown = open && query.trim() !== "";

  const choose = (product: ProductListItem) => {
    setOpen(false);
    setActive(-1);
    setChosen({ product, editor: null, error: null });
    api
      .get<ProductEditor>(`/api/admin/products/${product.id}`)
      .then(({ data }) => setChosen((current) => (current?.product.id === product.id ? { ...current, editor: data } : current)))
      .catch((error: unknown) =>
        setChosen((current) => (current?.product.id === product.id ? { ...current, error: apiError(error).message } : current)),
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (products.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + products.length) % products.length);
    } else if (event.key === "Enter" && shown && products[active]) {
      event.preventDefault();
      choose(products[active]);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="grid gap-3">
      <div className="relative">
        <label htmlFor={`${id}-input`} className="mb-1 block text-xs font-semibold text-grey-700">
          {t.search}
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-grey-500">
            <SearchIcon />
          </span>
          <input
            id={`${id}-input`}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            value={query}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
              if (event.target.value.trim() === "") setSearch({ state: "idle" });
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={controlClass({ extra: "ps-9" })}
          />
        </div>
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t.search}
          hidden={!shown}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-md border border-grey-200 bg-white py-1 shadow-lg"
        >
          {search.state === "loading" && <li className="px-3 py-2 text-sm text-grey-600">{t.searching}</li>}
          {search.state === "error" && <li className="px-3 py-2 text-sm text-promo">{search.message}</li>}
          {search.state === "done" && products.length === 0 && <li className="px-3 py-2 text-sm text-grey-600">{t.noResult}</li>}
          {products.map((product, index) => (
            <li
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(product);
              }}
              onMouseEnter={() => setActive(index)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${index === active ? "bg-grey-100" : ""}`}
            >
              <Thumb src={product.picture} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{product.titleFr}</span>
                <span className="block truncate text-xs text-grey-600">{product.handle}</span>
              </span>
            </li>
          ))}
        </ul>
        <p aria-live="polite" className="sr-only">
          {search.state === "done" && shown ? t.results(products.length) : ""}
        </p>
      </div>
      {chosen && (
        <div className="rounded-md border border-grey-200 bg-grey-50 p-3">
          <p className="mb-2 text-xs font-semibold text-grey-700">{t.coloursOf(chosen.product.titleFr)}</p>
          {chosen.error ? (
            <p className="text-sm text-promo">{chosen.error}</p>
          ) : !chosen.editor ? (
            <p className="text-sm text-grey-600">{t.loadingColours}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {chosen.editor.colours.map((colour) => {
                const self = colour.id === selfColourId;
                const already = linked.has(colour.id);
                return (
                  <li key={colour.id} className="flex items-center gap-3 rounded-md border border-grey-200 bg-white p-2">
                    <Thumb src={colour.pictures[0]?.url ?? null} />
                    <Swatch background={colour.hex} size="size-4" />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block truncate font-semibold text-ink">{colour.nameFr}</span>
                      <span className="block text-xs text-grey-600">{colour.colorNo}</span>
                    </span>
                    {self || already ? (
                      <span className="text-xs font-semibold text-grey-600">{self ? t.self : t.already}</span>
                    ) : (
                      <button
                        type="button"
                        disabled={full}
                        aria-label={t.addOf(chosen.product.titleFr, colour.nameFr)}
                        onClick={() =>
                          onPick({
                            colourId: colour.id,
                            productId: chosen.product.id,
                            title: chosen.product.titleFr,
                            colorNo: colour.colorNo,
                            colourName: colour.nameFr,
                            picture: colour.pictures[0]?.url ?? null,
                          })
                        }
                        className={adminButton("secondary", "min-h-11 px-3 md:min-h-9")}
                      >
                        {t.add}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
