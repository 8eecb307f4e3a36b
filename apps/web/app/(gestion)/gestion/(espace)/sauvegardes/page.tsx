import type { Metadata } from "next";
import type { AdminBackups, BackupRun } from "@shop/domain/contract/admin-backups";
import { EmptyState, PageHeader, Panel, adminButton, formatDateTime } from "@/components/admin/admin-ui";
import { BackupNow } from "@/components/admin/backups/backup-now";
import { ForbiddenNotice } from "@/components/admin/forbidden-notice";
import { adminGet, requireStaff } from "@/lib/admin/server";
import { getAdminBackupsMessages, getAdminMessages } from "@/messages/admin";

export async function generateMetadata(): Promise<Metadata> {
  const staff = await requireStaff();
  return {
    title:
      staff.role === "owner"
        ? getAdminBackupsMessages().page.metaTitle
        : getAdminMessages().forbidden.metaTitle,
  };
}

const STATE_TONES: Record<BackupRun["status"], string> = {
  running: "bg-gold-light text-gold-deep ring-gold/50",
  done: "bg-success/10 text-success ring-success/30",
  failed: "bg-promo/10 text-promo ring-promo/30",
};

function size(bytes: number | null): string {
  if (bytes === null) return "";
  const units = ["o", "Ko", "Mo", "Go"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("fr-FR", { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

function Row({ run }: { run: BackupRun }) {
  const t = getAdminBackupsMessages().row;
  const date = formatDateTime(run.startedAt);
  return (
    <li className="grid gap-2 px-4 py-4 md:grid-cols-[11rem_minmax(0,1fr)_auto] md:items-center md:px-5">
      <div>
        <p className="font-semibold text-ink">{date}</p>
        <p className="text-xs text-grey-600">{t.kinds[run.kind]}</p>
      </div>
      <div className="min-w-0 text-sm">
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_TONES[run.status]}`}
        >
          {t.states[run.status]}
        </span>
        {run.counts && (
          <span className="ms-2 text-grey-700">
            {t.counts(run.counts.orders, run.counts.customers, run.counts.products, run.counts.pictures)}
            {run.bytes !== null && <span className="text-grey-500"> · {size(run.bytes)}</span>}
          </span>
        )}
        {run.status === "failed" && run.error && (
          <p className="mt-1 break-words text-sm text-promo">
            <span className="font-semibold">{t.error} : </span>
            {run.error}
          </p>
        )}
        {run.removed && <p className="mt-1 text-xs text-grey-500">{t.removed}</p>}
      </div>
      {run.status === "done" && !run.removed && (
        <a
          href={`/api/admin/backups/${run.id}/file`}
          download
          aria-label={t.downloadLabel(date)}
          className={adminButton("secondary", "min-h-9 px-3")}
        >
          {t.download}
        </a>
      )}
    </li>
  );
}

/** Owners only: the backups the shop took, a failure said first, one taken on demand, each file to download. */
export default async function BackupsPage() {
  const staff = await requireStaff();
  if (staff.role !== "owner") {
    const forbidden = getAdminMessages().forbidden;
    return (
      <ForbiddenNotice
        code={forbidden.code}
        title={forbidden.title}
        text={forbidden.text}
        back={{ href: "/gestion", label: forbidden.back }}
      />
    );
  }
  const { backups, keepDays, daily } = await adminGet<AdminBackups>("/api/admin/backups");
  const t = getAdminBackupsMessages().page;
  const last = backups.find((run) => run.kind !== "command" && run.status !== "running");
  const running = backups.some((run) => run.status === "running");
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description(keepDays, daily)}
        actions={<BackupNow running={running} />}
      />
      <div className="grid gap-4">
        {last?.status === "failed" && (
          <p
            role="alert"
            className="rounded-lg border border-promo/30 bg-promo/5 px-4 py-3 text-sm font-semibold text-promo"
          >
            {t.failedAlert(formatDateTime(last.startedAt))}
          </p>
        )}
        <Panel title={t.listTitle} bodyClassName="">
          {backups.length === 0 ? (
            <EmptyState title={t.emptyTitle}>{t.emptyText}</EmptyState>
          ) : (
            <ul className="grid divide-y divide-grey-100">
              {backups.map((run) => (
                <Row key={run.id} run={run} />
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t.restoreTitle}>
          <p className="max-w-3xl text-sm text-grey-700">{t.restoreText}</p>
        </Panel>
      </div>
    </>
  );
}
