"use client";

import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUES, type CookieConsent } from "@shop/domain/constants";
import { useSyncExternalStore } from "react";

/**
 * The cookie consent (spec §3, §4): 'yes' or 'no' in local storage under `cookie_consent`, absent = undecided.
 * `reopened` is set by the footer's cookie-settings link to show the choice again.
 */
export type ConsentState = { value: CookieConsent | null; reopened: boolean; known: boolean };

const SERVER_STATE: ConsentState = { value: null, reopened: false, known: false };
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function readStored(): CookieConsent | null {
  try {
    const stored = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return COOKIE_CONSENT_VALUES.find((value) => value === stored) ?? null;
  } catch {
    // Storage blocked (private mode, sandbox): the visitor counts as undecided.
    return null;
  }
}

function current(): ConsentState {
  state ??= { value: readStored(), reopened: false, known: true };
  return state;
}

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Sent by the document's own script (./cookie-consent.tsx) when it answered a choice button before React did: a
 * store already read during hydration learns the stored choice.
 */
export const CONSENT_CHOSEN_EVENT = "shop:consent-chosen";

if (typeof window !== "undefined") {
  window.addEventListener(CONSENT_CHOSEN_EVENT, () => update({ value: readStored(), reopened: false, known: true }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent as known in this page; `known` is false during server rendering and hydration. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => SERVER_STATE);
}

export function readConsent(): CookieConsent | null {
  return current().value;
}

/**
 * Records a choice: storage first, then every subscriber (the overlay closes, scripts may load). Without storage
 * (blocked, full) the choice holds for this page and the banner asks again on the next: nothing else to do, and
 * the spec allows the console no message for it (§8).
 */
export function chooseConsent(value: CookieConsent): void {
  store(value);
  update({ value, reopened: false, known: true });
}

/** Whether the choice could be kept for the next pages. */
function store(value: CookieConsent): boolean {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
    return true;
  } catch {
    return false;
  }
}

/** Shows the choice again (footer link 'Paramètres des cookies'). */
export function reopenConsent(): void {
  update({ ...current(), reopened: true });
}
