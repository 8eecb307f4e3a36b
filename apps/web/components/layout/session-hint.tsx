"use client";

import { useQueryClient, type QueryClient } from "@/lib/query";
import { useEffect, useState } from "react";
import { cartKey } from "@/lib/queries/cart";
import { userKey } from "@/lib/queries/user";
import { wishlistKey } from "@/lib/queries/wishlist";

/**
 * A visitor without a session cookie has, by definition, no user, no cart and an empty wishlist: the server
 * tells us (it sees the HttpOnly cookie), and the cache starts with those answers instead of asking the API.
 * This spares every first visit three calls, two of which answer 401 and 404 — statuses the spec accepts,
 * but that the browser logs as console errors. The cart's polling starts as soon as a cart or a user exists.
 */
function seedSignedOut(client: QueryClient): () => void {
  client.setQueryData(userKey, null);
  client.setQueryData(wishlistKey, { wishlistItems: [], count: 0 });
  client.setQueryData(cartKey, null);
  client.setQueryDefaults(cartKey, { enabled: false });
  const unsubscribe = client.subscribe((event) => {
    const key = event.key[0];
    if ((key === cartKey[0] || key === userKey[0]) && event.state.data) {
      client.setQueryDefaults(cartKey, { enabled: true });
      unsubscribe();
    }
  });
  return unsubscribe;
}

export function SessionHint({ hasSession }: { hasSession: boolean }) {
  const client = useQueryClient();
  // Seeded during the first render, before the header's queries mount, so they find their data already there.
  const [stop] = useState(() => (hasSession || typeof window === "undefined" ? null : seedSignedOut(client)));
  useEffect(() => () => stop?.(), [stop]);
  return null;
}
