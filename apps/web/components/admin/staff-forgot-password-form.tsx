"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { StaffPasswordResetSchema } from "@shop/domain/contract/admin-auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminMailMessages } from "@/messages/admin";
import { adminButton } from "./admin-ui";

type Form = z.infer<typeof StaffPasswordResetSchema>;

/** The back office's forgotten password: one e-mail; the answer is the same whether a member has it. */
export function StaffForgotPasswordForm() {
  const t = getAdminMailMessages().reset;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(StaffPasswordResetSchema),
    defaultValues: { email: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.post("/api/admin/auth/password-reset", values);
      setSent(true);
    } catch (error) {
      setFailure(apiError(error).message);
    }
  });
  if (sent) {
    return (
      <div role="status" className="grid gap-3">
        <p className="font-bold">{t.sentTitle}</p>
        <p className="text-sm text-grey-700">{t.sentText}</p>
        <a href="/gestion/connexion" className="text-sm font-semibold text-info hover:underline">
          {t.backToSignIn}
        </a>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && <FormAlert title={failure} />}
      <Field label={t.email} type="email" autoComplete="username" required error={formState.errors.email?.message} {...register("email")} />
      <button type="submit" disabled={formState.isSubmitting} className={adminButton("primary", "min-h-12 w-full text-base")}>
        {t.send}
      </button>
      <a href="/gestion/connexion" className="text-center text-sm font-semibold text-info hover:underline">
        {t.backToSignIn}
      </a>
    </form>
  );
}
