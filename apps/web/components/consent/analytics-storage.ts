/**
 * Where analytics keeps its own values (the visitor's analytics id), by consent (spec §4):
 * - "persistent" (consent 'yes'): local storage plus a first-party cookie, so they survive the visit;
 * - "memory" (consent 'no' or undecided): a Map that dies with the page; nothing reaches the disk.
 * Switching to memory also removes what an earlier 'yes' had stored.
 */
export type AnalyticsStorageMode = "persistent" | "memory";

/** Every key analytics may store; all of them are cleared when consent is withdrawn. */
export const ANALYTICS_KEYS = ["analytics_client_id"] as const;
export type AnalyticsKey = (typeof ANALYTICS_KEYS)[number];

const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 390; // 13 months, the usual limit for audience cookies
const memory = new Map<AnalyticsKey, string>();
/** null until the consent is first known: reads and writes then behave as "memory". */
let mode: AnalyticsStorageMode | null = null;

function writeCookie(key: AnalyticsKey, value: string | null): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie =
    value === null
      ? `${key}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
      : `${key}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** Local storage and a cookie; without storage (blocked, full) the cookie alone keeps it, silently (spec §8). */
function persist(key: AnalyticsKey, value: string | null): void {
  writeStorage(key, value);
  writeCookie(key, value);
}

/** Whether local storage took the value. */
function writeStorage(key: AnalyticsKey, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function getAnalyticsStorageMode(): AnalyticsStorageMode {
  return mode ?? "memory";
}

export function setAnalyticsStorageMode(next: AnalyticsStorageMode): void {
  if (next === mode) return;
  mode = next;
  for (const key of ANALYTICS_KEYS) {
    if (next === "persistent") {
      const value = memory.get(key);
      if (value !== undefined) persist(key, value);
      memory.delete(key);
    } else {
      const value = readPersisted(key);
      if (value !== null) memory.set(key, value);
      persist(key, null);
    }
  }
}

function readPersisted(key: AnalyticsKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage blocked: nothing was persisted.
    return null;
  }
}

export function getAnalyticsItem(key: AnalyticsKey): string | null {
  return mode === "persistent" ? readPersisted(key) : (memory.get(key) ?? null);
}

export function setAnalyticsItem(key: AnalyticsKey, value: string): void {
  if (mode === "persistent") persist(key, value);
  else memory.set(key, value);
}

/** The visitor's analytics id, created on first use in the current storage. */
export function analyticsClientId(): string {
  const known = getAnalyticsItem("analytics_client_id");
  if (known) return known;
  // getRandomValues works outside secure contexts too, unlike randomUUID.
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  setAnalyticsItem("analytics_client_id", id);
  return id;
}
