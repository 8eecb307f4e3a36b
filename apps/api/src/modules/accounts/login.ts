import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import type { Limit } from "../limits/limits.js";
import { authenticate, type PublicUser } from "./users.js";

/**
 * Attempts per shopper address, and failures per address *and* e-mail: failures sent from elsewhere never lock
 * a customer out of their own account.
 */
export type LoginLimits = { perAddress: Limit; perAddressAndEmail: Limit };

function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  const error = new AppError(
    429,
    "TOO_MANY_ATTEMPTS",
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute(s).`,
  );
  error.headers = { "retry-after": String(seconds) };
  return error;
}

/** The account of an e-mail and password tried from `address`, within the limits; a 429 or a 401 otherwise. */
export async function checkLogin(
  db: Db,
  limits: LoginLimits,
  attempt: { address: string; email: string; password: string },
): Promise<PublicUser> {
  const email = attempt.email.toLowerCase();
  const failureKey = `${attempt.address}|${email}`;
  const wait = Math.max(
    ...(await Promise.all([
      limits.perAddress.retryAfter(attempt.address),
      limits.perAddressAndEmail.retryAfter(failureKey),
    ])),
  );
  if (wait > 0) throw tooManyAttempts(wait);
  await limits.perAddress.hit(attempt.address);
  const user = await authenticate(db, email, attempt.password);
  if (!user) {
    await limits.perAddressAndEmail.hit(failureKey);
    throw new AppError(401, "INVALID_CREDENTIALS", "E-mail ou mot de passe incorrect");
  }
  await limits.perAddressAndEmail.reset(failureKey);
  return user;
}
