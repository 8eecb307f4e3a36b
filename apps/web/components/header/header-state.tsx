"use client";

import { usePathname, useSearchParams } from "next/navigation";
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useCartDrawer } from "@/components/cart/cart-drawer-state";

/** The header's two phone panels: opening one closes the other (spec §4). */
export type HeaderPanel = "menu" | "search";

type HeaderState = {
  panel: HeaderPanel | null;
  openPanel: (panel: HeaderPanel) => void;
  togglePanel: (panel: HeaderPanel) => void;
  closePanel: () => void;
  /** Counts navigations (0 on the first page): menus that keep their own state close when it changes. */
  navigation: number;
};

const HeaderStateContext = createContext<HeaderState | null>(null);

/** Reports the current route; alone in its Suspense boundary because useSearchParams may suspend. */
function RouteWatcher({ onChange }: { onChange: (key: string) => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const key = `${pathname}?${search}`;
  const report = useEffectEvent(onChange);
  useEffect(() => report(key), [key]);
  return null;
}

/** Which header panel is open, and the route key; every menu and the cart drawer close on route change. */
export function HeaderStateProvider({ children }: { children: ReactNode }) {
  const [panel, setPanel] = useState<HeaderPanel | null>(null);
  const [navigation, setNavigation] = useState(0);
  const { closeCart } = useCartDrawer();
  const lastRoute = useRef<string | null>(null);

  const value = useMemo<HeaderState>(
    () => ({
      panel,
      navigation,
      openPanel: setPanel,
      togglePanel: (next) => setPanel((current) => (current === next ? null : next)),
      closePanel: () => setPanel(null),
    }),
    [panel, navigation],
  );

  const onRouteChange = (key: string) => {
    if (lastRoute.current !== null && lastRoute.current !== key) {
      setPanel(null);
      closeCart();
      setNavigation((count) => count + 1);
    }
    lastRoute.current = key;
  };

  return (
    <HeaderStateContext.Provider value={value}>
      <Suspense fallback={null}>
        <RouteWatcher onChange={onRouteChange} />
      </Suspense>
      {children}
    </HeaderStateContext.Provider>
  );
}

export function useHeaderState(): HeaderState {
  const state = useContext(HeaderStateContext);
  if (!state) throw new Error("useHeaderState must be used inside <HeaderStateProvider>");
  return state;
}

/** Runs `close` whenever the route changes (not on the first render). */
export function useCloseOnRouteChange(close: () => void): void {
  const { navigation } = useHeaderState();
  const seen = useRef(navigation);
  const onChange = useEffectEvent(close);
  useEffect(() => {
    if (navigation === seen.current) return;
    seen.current = navigation;
    onChange();
  }, [navigation]);
}
