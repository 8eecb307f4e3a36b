/** Spec §9: French dates are day/month/year. Fixed to Algiers time so server and browser render the same text. */
const DATE = new Intl.DateTimeFormat("fr-FR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Africa/Algiers",
});

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
