"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { BlockPhoneSchema, type BlockPhone, type BlockPhoneInput } from "@shop/domain/contract/admin-customers";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

/** Blocks a number, checked by the API's own schema (the phone rules of checkout); the list follows. */
export function BlockPhoneForm() {
  const t = getAdminPagesMessages().blocklist;
  const action = useAdminAction();
  const { register, handleSubmit, reset, formState } = useForm<BlockPhoneInput, unknown, BlockPhone>({
    resolver: zodResolver(BlockPhoneSchema),
    defaultValues: { phoneNumber: "", reason: "" },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async ({ phoneNumber, reason }) => {
    const body = reason ? { phoneNumber, reason } : { phoneNumber };
    if (await action.run({ method: "post", path: "/api/admin/blocklist", body, success: t.blocked })) reset();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-start">
      <Field label={t.phone} type="tel" inputMode="tel" required autoComplete="off" error={errors.phoneNumber?.message} {...register("phoneNumber")} />
      <Field label={t.reason} placeholder={t.reasonPlaceholder} autoComplete="off" error={errors.reason?.message} {...register("reason")} />
      <div className="grid gap-2 md:mt-6">
        <button type="submit" disabled={action.isPending} className={adminButton("danger", "md:min-h-12")}>
          {t.block}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-semibold md:max-w-52">
          {action.error ? <span className="text-promo">{action.error.message}</span> : action.done && <span className="text-success">{action.done}</span>}
        </p>
      </div>
    </form>
  );
}
