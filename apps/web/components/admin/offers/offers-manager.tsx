"use client";

import type { AdminOffer, AdminOffers } from "@shop/domain/contract/admin-offers";
import { useEffect, useState } from "react";
import { getAdminOffersMessages } from "@/messages/admin";
import { EmptyState, PageHeader, Panel, adminButton } from "../admin-ui";
import { FreeDeliveryPanel } from "./free-delivery-panel";
import { OfferDeleteDialog } from "./offer-delete-dialog";
import { OfferFormDialog } from "./offer-form-dialog";
import { OfferRow } from "./offer-row";
import { SettingsHistory } from "./settings-history";

type Dialog = { kind: "form"; offer: AdminOffer | null } | { kind: "delete"; offer: AdminOffer };

/**
 * The offers page: the order-value offers by threshold with where each stands now, free delivery beside them and the
 * latest changes; the dialogs that change them. What a change did is announced above the list; the page is then read
 * again from the server. Operators (`writer` false) read only.
 */
export function OffersManager({ data, writer }: { data: AdminOffers; writer: boolean }) {
  const t = getAdminOffersMessages();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 6_000);
    return () => clearTimeout(timer);
  }, [notice]);
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const create = () => setDialog({ kind: "form", offer: null });
  const { offers } = data;
  const active = offers.filter((offer) => offer.state === "active").length;
  const subject = (event: AdminOffers["history"][number]) =>
    event.subjectId === null ? t.history.freeDelivery : t.history.offer(event.subjectId);
  return (
    <>
      <PageHeader
        title={t.page.title}
        description={writer ? t.page.description(offers.length, active) : t.page.readOnly}
        actions={
          writer ? (
            <button type="button" onClick={create} aria-haspopup="dialog" className={adminButton("primary")}>
              <span aria-hidden="true" className="text-lg leading-none">
                +
              </span>
              {t.page.create}
            </button>
          ) : undefined
        }
      />
      <div className="grid gap-4">
        <div role="status" aria-live="polite" className="sticky top-16 z-10 empty:hidden lg:top-4">
          {notice && (
            <p className="rounded-md border border-grey-200 border-s-4 border-s-success bg-white px-4 py-2.5 text-sm font-semibold text-success shadow-md">{notice}</p>
          )}
        </div>
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
          <Panel title={t.page.listTitle} bodyClassName="">
            {offers.length === 0 ? (
              <EmptyState title={t.page.emptyTitle}>
                <p>{writer ? t.page.emptyText : t.page.emptyReadOnly}</p>
                {writer && (
                  <button type="button" onClick={create} className={adminButton("primary", "mt-4")}>
                    {t.page.create}
                  </button>
                )}
              </EmptyState>
            ) : (
              <ol className="divide-y divide-grey-200">
                {offers.map((offer) => (
                  <li key={offer.id}>
                    <OfferRow
                      offer={offer}
                      actions={writer ? { edit: () => setDialog({ kind: "form", offer }), remove: () => setDialog({ kind: "delete", offer }) } : null}
                    />
                  </li>
                ))}
              </ol>
            )}
          </Panel>
          <div className="grid gap-4">
            <FreeDeliveryPanel key={`${data.freeDelivery.from}-${data.freeDelivery.methods}`} value={data.freeDelivery} writer={writer} onDone={done} />
            <SettingsHistory events={data.history.slice(0, 10)} subject={subject} />
          </div>
        </div>
      </div>
      {dialog?.kind === "form" && <OfferFormDialog offer={dialog.offer} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === "delete" && <OfferDeleteDialog offer={dialog.offer} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
}
