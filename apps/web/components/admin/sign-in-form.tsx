"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { StaffLoginSchema, type StaffLogin, type StaffUser } from "@shop/domain/contract/admin-auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminMailMessages, getAdminMessages } from "@/messages/admin";
import { adminButton } from "./admin-ui";

/** Staff sign-in; the API throttles attempts and its French refusal is shown as it comes. */
export function SignInForm() {
  const t = getAdminMessages().login;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<StaffLogin>({
    resolver: zodResolver(StaffLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await api.post<StaffUser>("/api/admin/auth/login", values);
      // A full load: the back office's pages read the new session cookie on the server. The catalogue role has no
      // dashboard (it is about orders): it starts on the products.
      window.location.assign(data.role === "catalogue" ? "/gestion/produits" : "/gestion");
    } catch (error) {
      setFailure(apiError(error).message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && <FormAlert title={failure} />}
      <Field label={t.email} type="email" autoComplete="username" required error={errors.email?.message} {...register("email")} />
      <Field
        label={t.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <button type="submit" disabled={isSubmitting} className={adminButton("primary", "min-h-12 w-full text-base")}>
        {isSubmitting ? t.submitting : t.submit}
      </button>
      <a href="/gestion/mot-de-passe-oublie" className="text-center text-sm font-semibold text-info hover:underline">
        {getAdminMailMessages().reset.forgotLink}
      </a>
    </form>
  );
}
