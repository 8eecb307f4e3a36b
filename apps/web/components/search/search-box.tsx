"use client";

import { lazyPart } from "@/components/ui/lazy-part";
import { useRouter } from "next/navigation";
import { useLocaleHref, useChromeMessages } from "@/lib/locale/context";
import { Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import type { Suggestion } from "./search-types";
import { trackSearch } from "./track-search";
import { useSearchSuggestions } from "./use-search-suggestions";
import { preload } from "@/lib/preload";


/** The dropdown is fetched when the box first gets the focus: suggestions need a typed query and an answer anyway. */
const loadSuggestions = () => import("./search-suggestions");
const SearchSuggestions = lazyPart(() => loadSuggestions().then((module) => module.SearchSuggestions), { visible: false });
const preloadSuggestions = () => {
  preload(loadSuggestions);
};

type Props = { brand: string; autoFocus?: boolean; className?: string; onDone?: () => void };

/**
 * The search combobox (spec §2, §4, §5): suggestions show while the input has focus, nothing is loading and
 * there are results — before anything is typed, popular searches and categories; arrows move through them,
 * Enter opens the active one or searches the text, Escape closes.
 */
export function SearchBox({ brand, autoFocus = false, className, onDone }: Props) {
  const t = useChromeMessages().search;
  const router = useRouter();
  const toLocale = useLocaleHref();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId().replace(/:/g, "");
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, isLoading } = useSearchSuggestions(query, `${listId}-s`, focused);
  const expanded = focused && !dismissed && !isLoading && suggestions.length > 0;
  const activeSuggestion = expanded ? suggestions[active] : undefined;

  const finish = () => {
    setQuery("");
    setActive(-1);
    setDismissed(true);
    input.current?.blur();
    onDone?.();
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.kind === "query") trackSearch(suggestion.query);
    router.push(toLocale(suggestion.href));
    finish();
  };

  const submit = () => {
    const term = query.trim();
    if (!term) return;
    trackSearch(term);
    router.push(toLocale(`/search?query=${encodeURIComponent(term)}`));
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const last = suggestions.length - 1;
      if (event.key === "ArrowDown") setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
      }
      setDismissed(true);
      setActive(-1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (activeSuggestion) choose(activeSuggestion);
      else submit();
    }
  };

  return (
    <div role="search" className={`relative ${className ?? ""}`}>
      <div className="flex h-10 items-center rounded-full bg-grey-100 ps-4 pe-1 focus-within:outline-2 focus-within:outline-ink">
        <SearchIcon className="size-5 shrink-0 text-grey-600" />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={t.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={activeSuggestion?.id}
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t.placeholder(brand)}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setDismissed(false);
            preloadSuggestions();
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-sm text-ink placeholder:text-grey-600 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {query && (
          <button
            type="button"
            aria-label={t.clear}
            onClick={() => {
              setQuery("");
              setActive(-1);
              input.current?.focus();
            }}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-grey-700 hover:bg-grey-200"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden border border-grey-200 bg-white shadow-xl lg:min-w-[26rem] lg:inset-x-auto lg:end-0"
      >
        {expanded && (
          <Suspense fallback={null}>
            <SearchSuggestions listId={listId} suggestions={suggestions} activeId={activeSuggestion?.id ?? null} onChoose={choose} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
