"use client";

import type { CourierImportResult } from "@shop/domain/contract/admin-courier";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { ApiNetworkError, ApiResponseError } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminMessages } from "@/messages/admin";
import { AdminTable } from "../admin-table";
import { adminButton, orderNumber } from "../admin-ui";

// Every control of the row is 2.5rem high, the file input too, so labels and fields line up.
const input =
  "block h-10 w-full rounded-md border border-grey-300 bg-white px-3 text-sm text-ink hover:border-grey-500 focus:outline-2 focus:outline-offset-0 focus:outline-ink";

/** Sends the courier's CSV as it is (`text/csv`), then shows what became of each line. */
async function sendTracking(file: File, courier: string): Promise<CourierImportResult> {
  const query = courier ? `?courier=${encodeURIComponent(courier)}` : "";
  let response: Response;
  try {
    response = await fetch(`/api/admin/courier/import${query}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "text/csv", accept: "application/json" },
      body: await file.text(),
    });
  } catch (cause) {
    throw new ApiNetworkError("Network Error", { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiResponseError(response.status, body);
  return body as CourierImportResult;
}

export function TrackingImport() {
  const t = getAdminMessages().shipping;
  const router = useRouter();
  const fileId = useId();
  const courierId = useId();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<CourierImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    setResult(null);
    setFailure(null);
    if (!(file instanceof File) || file.size === 0) return setFailure(t.noFile);
    setPending(true);
    try {
      setResult(await sendTracking(file, String(data.get("courier") ?? "").trim()));
      router.refresh();
    } catch (error) {
      setFailure(apiError(error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div>
          <label htmlFor={fileId} className="mb-1 block text-xs font-semibold text-grey-700">
            {t.file}
          </label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept=".csv,text/csv"
            className={`${input} ps-1 leading-[2.375rem] file:me-3 file:rounded file:border-0 file:bg-grey-100 file:px-3 file:py-1 file:text-sm file:font-semibold`}
          />
        </div>
        <div>
          <label htmlFor={courierId} className="mb-1 block text-xs font-semibold text-grey-700">
            {t.courier}
          </label>
          <input id={courierId} name="courier" maxLength={60} placeholder="Yalidine" className={input} />
        </div>
        <button type="submit" disabled={pending} className={adminButton("primary")}>
          {pending ? t.importing : t.importButton}
        </button>
      </form>
      <div aria-live="polite">
        {failure && (
          <p className="rounded-md border border-promo/30 bg-promo/5 px-3 py-2 text-sm font-semibold text-promo">
            {failure}
          </p>
        )}
        {result && (
          <div className="grid gap-3">
            <p className="font-semibold">{t.resultTitle(result.shipped, result.refused)}</p>
            <AdminTable
              cell="py-2 pe-4"
              columns={[{ label: t.line }, { label: t.order }, { label: t.tracking }, { label: t.result }]}
            >
              {result.lines.map((line) => (
                <tr key={line.line} className="border-b border-grey-100 last:border-0">
                  <td className="py-2 pe-4 tabular-nums">{line.line}</td>
                  <td className="py-2 pe-4">
                    {line.orderNumber === null ? "—" : orderNumber(line.orderNumber)}
                  </td>
                  <td className="py-2 pe-4 font-mono text-xs">{line.trackingNumber ?? "—"}</td>
                  <td className="py-2 pe-4">
                    {line.result === "shipped" ? (
                      <span className="font-semibold text-success">{t.shipped}</span>
                    ) : (
                      <span className="text-promo">
                        <span className="font-semibold">{t.refused}</span>
                        {line.reason && ` : ${line.reason}`}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </div>
        )}
      </div>
    </div>
  );
}
