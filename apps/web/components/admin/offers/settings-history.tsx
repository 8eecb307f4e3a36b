import type { SettingsEvent } from "@shop/domain/contract/admin-offers";
import { formatMoney } from "@shop/domain/money";
import { getAdminOffersMessages } from "@/messages/admin";
import { Panel, formatDateTime } from "../admin-ui";

/** A value as staff read it: amounts in dinars, dates in Algiers time, a switch as yes or no. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if ((field === "minOrderAmount" || field === "from") && typeof value === "number") return formatMoney(value, "fr");
  if ((field === "startsAt" || field === "endsAt") && typeof value === "string") return formatDateTime(value);
  if (typeof value === "boolean") return getAdminOffersMessages().history.yesNo(value);
  return String(value);
}

/** The latest changes, newest first: when, who, what and each field before → after. */
export function SettingsHistory({ events, subject }: { events: readonly SettingsEvent[]; subject: (event: SettingsEvent) => string }) {
  const t = getAdminOffersMessages().history;
  return (
    <Panel title={t.title} bodyClassName="">
      {events.length === 0 ? (
        <p className="px-4 py-4 text-sm text-grey-600 md:px-5">{t.empty}</p>
      ) : (
        <ol className="divide-y divide-grey-100">
          {events.map((event) => (
            <li key={event.id} className="grid gap-1 px-4 py-3 text-sm md:px-5">
              <p className="text-xs text-grey-600">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {t.by(event.actor?.name ?? null)}
              </p>
              <p className="font-semibold text-ink">
                {t.actions[event.action] ?? event.action} {subject(event)}
              </p>
              {event.action === "updated" && (
                <ul className="text-xs text-grey-700">
                  {Object.entries(event.changes).map(([field, [before, after]]) => (
                    <li key={field}>
                      {t.fields[field] ?? field} : {shown(field, before)} → {shown(field, after)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
