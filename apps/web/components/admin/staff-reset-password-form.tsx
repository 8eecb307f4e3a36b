"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { StaffPasswordResetConfirmSchema, type StaffUser } from "@shop/domain/contract/admin-auth";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminMailMessages } from "@/messages/admin";
import { adminButton } from "./admin-ui";

type Form = z.input<typeof StaffPasswordResetConfirmSchema>;
const LINK_REFUSALS = new Set(["RESET_LINK_INVALID", "RESET_LINK_USED", "RESET_LINK_EXPIRED", "ACCOUNT_DISABLED"]);

/** The back office's reset link: checked at once, then the new password; the member is signed in with it. */
export function StaffResetPasswordForm({ token }: { token: string }) {
  const t = getAdminMailMessages().reset;
  const [refused, setRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(StaffPasswordResetConfirmSchema),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  useEffect(() => {
    api.post("/api/admin/auth/password-reset/check", { token }).catch((error: unknown) => {
      const { code, message } = apiError(error);
      if (LINK_REFUSALS.has(code)) setRefused(message);
    });
  }, [token]);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await api.post<StaffUser>("/api/admin/auth/password-reset/confirm", values);
      window.location.assign(data.role === "catalogue" ? "/gestion/produits" : "/gestion");
    } catch (error) {
      const { code, message } = apiError(error);
      if (LINK_REFUSALS.has(code)) setRefused(message);
      else setFailure(message);
    }
  });
  if (refused) {
    return (
      <div role="alert" className="grid gap-3">
        <p className="font-bold">{t.refusedTitle}</p>
        <p className="text-sm text-grey-700">{refused}</p>
        <a href="/gestion/mot-de-passe-oublie" className="text-sm font-semibold text-info hover:underline">
          {t.askAgain}
        </a>
      </div>
    );
  }
  const { errors } = formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && <FormAlert title={failure} />}
      <Field
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint}
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <Field
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <button type="submit" disabled={formState.isSubmitting} className={adminButton("primary", "min-h-12 w-full text-base")}>
        {t.save}
      </button>
    </form>
  );
}
