"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { EmailOnlySchema, type EmailOnlyData, type EmailOnlyInput } from "@shop/domain/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { LocaleLink } from "@/components/ui/locale-link";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useRequestPasswordReset } from "@/lib/queries/account";

/** The spec's e-mail-only form: asks for a reset link, then says the same thing whether an account has the address. */
export function ForgotPasswordForm() {
  const t = useJourneyMessages().account;
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput, unknown, EmailOnlyData>({
    resolver: zodResolver(EmailOnlySchema),
    defaultValues: { email: "" },
    mode: "onTouched",
  });

  const submit = handleSubmit(async (form) => {
    setProblem(null);
    try {
      await request.mutateAsync(form);
      setSent(true);
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ["email"]).general);
    }
  });

  if (sent) {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-lg font-bold">{t.forgotSentTitle}</h2>
        <p className="text-sm text-grey-700">{t.forgotSentText}</p>
        <LocaleLink href="/account/login" className="inline-block font-bold text-ink underline underline-offset-4">
          {t.backToLogin}
        </LocaleLink>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-label={t.forgotTitle} className="space-y-5">
      <Field label={t.email} required type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" className="w-full" isLoading={request.isPending || isSubmitting}>
        {t.forgotSubmit}
      </Button>
      <p className="text-center text-sm">
        <LocaleLink href="/account/login" className="font-bold text-ink underline underline-offset-4">
          {t.backToLogin}
        </LocaleLink>
      </p>
    </form>
  );
}
