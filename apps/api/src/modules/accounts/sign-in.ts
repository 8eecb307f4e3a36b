import type { Db } from "../../db/client.js";
import { mergeGuestCart } from "../cart/cart.js";
import { mergeGuestWishlist } from "../wishlist/wishlist.js";
import { createSession, deleteSession, type Session } from "./sessions.js";

/**
 * Opens a signed-in session for `userId`: a NEW session id (no fixation), with the guest's cart and wishlist
 * merged into the account's and the guest session removed, in one transaction.
 */
export async function signIn(db: Db, previous: Session | null, userId: string, days: number) {
  return db.transaction(async (tx) => {
    if (previous && previous.userId === null) {
      await mergeGuestCart(tx, previous.id, userId);
      await mergeGuestWishlist(tx, previous.id, userId);
    }
    if (previous) await deleteSession(tx, previous.id);
    return createSession(tx, userId, days);
  });
}
