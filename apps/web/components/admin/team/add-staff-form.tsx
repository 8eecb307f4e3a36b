"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreateStaffSchema, type CreateStaffInput } from "@shop/domain/contract/admin-staff";
import { STAFF_ROLES } from "@shop/domain/constants";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { SelectField } from "@/components/forms/select-field";
import { useAdminAction } from "@/lib/admin/client";
import { getAdminMessages, getAdminPagesMessages } from "@/messages/admin";
import { adminButton } from "../admin-ui";

/** A new member of staff, checked by the same schema as the API's; the API's refusals land under the fields. */
export function AddStaffForm() {
  const t = getAdminPagesMessages().team;
  const roles = getAdminMessages().nav.roles;
  const action = useAdminAction();
  const { register, handleSubmit, reset, formState } = useForm<CreateStaffInput>({
    resolver: zodResolver(CreateStaffSchema),
    defaultValues: { email: "", name: "", role: "operator", password: "" },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    if (await action.run({ method: "post", path: "/api/admin/staff", body: values, success: t.created })) reset();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 md:grid-cols-2">
      <Field label={t.name} required autoComplete="off" error={errors.name?.message} {...register("name")} />
      <Field label={t.email} type="email" required autoComplete="off" error={errors.email?.message} {...register("email")} />
      <SelectField
        label={t.role}
        required
        options={STAFF_ROLES.map((role) => ({ value: role, label: roles[role] }))}
        error={errors.role?.message}
        {...register("role")}
      />
      <Field
        label={t.password}
        type="password"
        required
        autoComplete="new-password"
        hint={t.passwordHint}
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <button type="submit" disabled={action.isPending} className={adminButton("primary")}>
          {t.create}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-semibold">
          {action.error ? <span className="text-promo">{action.error.message}</span> : <span className="text-success">{action.done}</span>}
        </p>
      </div>
    </form>
  );
}
