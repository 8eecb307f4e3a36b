"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoginSchema, type LoginData, type LoginInput } from "@shop/domain/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordField } from "@/components/forms/password-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { LocaleLink } from "@/components/ui/locale-link";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useLogin } from "@/lib/queries/account";
import { useSignedInRedirect } from "./use-signed-in-redirect";

/** E-mail and password (LoginSchema); wrong credentials and rate limits show in the alert above the button. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useJourneyMessages().account;
  const login = useLogin();
  const done = useSignedInRedirect(redirectTo);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginData>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: "", password: "" },
    mode: "onTouched",
  });

  const submit = handleSubmit(async (credentials) => {
    setProblem(null);
    try {
      done(await login.mutateAsync(credentials));
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ["email", "password"]).general);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t.loginTitle} className="space-y-5">
      <Field label={t.email} required type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <PasswordField
        label={t.password}
        required
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <p className="-mt-2 text-end text-sm">
        <LocaleLink href="/account/forgot-password" className="font-semibold text-ink underline underline-offset-4">
          {t.forgotPassword}
        </LocaleLink>
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" className="w-full" isLoading={login.isPending || isSubmitting}>
        {t.loginSubmit}
      </Button>
    </form>
  );
}
