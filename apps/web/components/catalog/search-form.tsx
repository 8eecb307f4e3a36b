import { getCatalogMessages } from "@/messages/catalog";

/** A plain GET form to /search: works before (and without) any JavaScript, on phones where the header box is folded. */
export function SearchForm({ query }: { query: string }) {
  const t = getCatalogMessages().searchPage;
  return (
    <form action="/search" role="search" aria-label={t.form} className="flex max-w-xl">
      <label htmlFor="search-page-query" className="sr-only">
        {t.input}
      </label>
      <input
        id="search-page-query"
        name="query"
        type="search"
        defaultValue={query}
        maxLength={100}
        autoComplete="off"
        className="h-12 min-w-0 flex-1 border border-e-0 border-grey-300 px-4 text-base focus:border-ink"
      />
      <button type="submit" className="h-12 bg-ink px-6 text-sm font-bold uppercase tracking-wider text-white hover:bg-grey-700">
        {t.submit}
      </button>
    </form>
  );
}
