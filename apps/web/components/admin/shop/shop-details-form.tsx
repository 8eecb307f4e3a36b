"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ShopDetailsInputSchema,
  type ShopDetails,
  type ShopDetailsFormInput,
  type ShopDetailsInput,
} from "@shop/domain/contract/admin-shop";
import { useEffect, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminMessages, getAdminOffersMessages } from "@/messages/admin";
import { Panel, adminButton } from "../admin-ui";

const LINKS = ["facebookUrl", "instagramUrl", "tiktokUrl", "returnsPortalUrl"] as const;
const FIELDS: Path<ShopDetailsFormInput>[] = ["brandName", "phone", "email", ...LINKS];

/**
 * The shop's details (owners only): name, phone, e-mail, social and returns-portal links. Checked by the API's own
 * schema (the spec's phone rule, an e-mail, https links); a blank one is not shown on the storefront.
 */
export function ShopDetailsForm({ shop }: { shop: ShopDetails }) {
  const t = getAdminOffersMessages().shop;
  const common = getAdminMessages().common;
  const action = useAdminAction();
  const [notice, setNotice] = useState<string | null>(null);
  const defaults = {
    brandName: shop.brandName,
    phone: shop.phone ?? "",
    email: shop.email ?? "",
    facebookUrl: shop.facebookUrl ?? "",
    instagramUrl: shop.instagramUrl ?? "",
    tiktokUrl: shop.tiktokUrl ?? "",
    returnsPortalUrl: shop.returnsPortalUrl ?? "",
  };
  const form = useForm<ShopDetailsFormInput, unknown, ShopDetailsInput>({ resolver: zodResolver(ShopDetailsInputSchema), defaultValues: defaults });
  // The server's HTML holds the values too, before the form's script sets them.
  const field = (name: keyof typeof defaults) => ({ defaultValue: defaults[name], ...form.register(name) });
  const { handleSubmit, setError, formState, reset } = form;
  // The page read again after a save (or another owner's) brings the saved values: the form takes them and keeps
  // its notice, which a new form (a `key` on the values) would lose as soon as the page came back.
  const saved = JSON.stringify(defaults);
  useEffect(() => reset(JSON.parse(saved) as typeof defaults), [saved, reset]);
  const { errors } = formState;
  useEffect(() => {
    for (const [field, message] of Object.entries(action.error?.fields ?? {})) {
      const known = FIELDS.find((name) => name === field);
      if (known) setError(known, { type: "server", message }, { shouldFocus: true });
    }
  }, [action.error, setError]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 6_000);
    return () => clearTimeout(timer);
  }, [notice]);
  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    if (await action.run({ method: "put", path: "/api/admin/shop", body: values, success: t.saved })) setNotice(t.saved);
  });
  const fieldErrors = Object.keys(action.error?.fields ?? {}).length > 0;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div role="status" aria-live="polite" className="empty:hidden">
        {notice && (
          <p className="rounded-md border border-grey-200 border-s-4 border-s-success bg-white px-4 py-2.5 text-sm font-semibold text-success shadow-md">{notice}</p>
        )}
      </div>
      {action.error && !fieldErrors && <FormAlert>{action.error.message}</FormAlert>}
      <fieldset disabled={action.isPending} className="grid gap-4">
        <Panel title={t.panel}>
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={t.brandName} required autoComplete="organization" error={text(errors.brandName?.message)} className="md:col-span-2" {...field("brandName")} />
            <Field label={t.phone} type="tel" inputMode="tel" autoComplete="tel" hint={t.phoneHint} error={text(errors.phone?.message)} {...field("phone")} />
            <Field label={t.email} type="email" autoComplete="email" error={text(errors.email?.message)} {...field("email")} />
          </div>
        </Panel>
        <Panel title={t.links}>
          <div className="grid gap-4 md:grid-cols-2">
            {LINKS.map((name) => (
              <Field key={name} label={t[name]} type="url" inputMode="url" autoComplete="url" placeholder="https://" hint={t.linkHint} error={text(errors[name]?.message)} {...field(name)} />
            ))}
          </div>
        </Panel>
        <div>
          <button type="submit" className={adminButton("primary")}>
            {action.isPending ? common.saving : t.save}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
