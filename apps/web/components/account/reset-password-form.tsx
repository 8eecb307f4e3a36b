"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { ResetPasswordSchema, type ResetPasswordData, type ResetPasswordInput } from "@shop/domain/schemas";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordField } from "@/components/forms/password-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { LocaleLink } from "@/components/ui/locale-link";
import { useToast } from "@/components/ui/toast";
import { apiError } from "@/lib/api/errors";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useCheckPasswordReset, useConfirmPasswordReset } from "@/lib/queries/account";
import { useRouter } from "next/navigation";
import { useLocaleHref } from "@/lib/locale/context";

/** The API's refusals of a link (used, expired, tampered, account switched off): the page then says so, no form. */
const LINK_REFUSALS = new Set(["RESET_LINK_INVALID", "RESET_LINK_USED", "RESET_LINK_EXPIRED", "ACCOUNT_DISABLED"]);

/** The link's page: checks the link at once, then asks for the new password with the spec's rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useJourneyMessages().account;
  const router = useRouter();
  const toLocale = useLocaleHref();
  const toast = useToast();
  const check = useCheckPasswordReset();
  const confirm = useConfirmPasswordReset();
  const [refused, setRefused] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordData>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
    mode: "onTouched",
  });

  const { mutate: checkLink } = check;
  useEffect(() => {
    checkLink(token, {
      onError: (error) => {
        const { code, message } = apiError(error);
        if (LINK_REFUSALS.has(code)) setRefused(message);
      },
    });
  }, [checkLink, token]);

  const submit = handleSubmit(async (form) => {
    setProblem(null);
    try {
      await confirm.mutateAsync(form);
      toast.show({ title: t.resetDone, description: t.resetDoneText, level: "success" });
      router.replace(toLocale("/account"));
    } catch (error) {
      const { code, message } = apiError(error);
      if (LINK_REFUSALS.has(code)) setRefused(message);
      else setProblem(applyServerErrors(error, setError, ["newPassword", "confirmPassword"]).general);
    }
  });

  if (refused) {
    return (
      <div role="alert" className="space-y-4">
        <h2 className="text-lg font-bold">{t.resetRefusedTitle}</h2>
        <p className="text-sm text-grey-700">{refused}</p>
        <LocaleLink href="/account/forgot-password" className="inline-block font-bold text-ink underline underline-offset-4">
          {t.resetAskAgain}
        </LocaleLink>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-label={t.resetTitle} className="space-y-5">
      <PasswordField
        label={t.newPassword}
        required
        autoComplete="new-password"
        hint={t.passwordHint}
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <PasswordField
        label={t.confirmPassword}
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" className="w-full" isLoading={confirm.isPending || isSubmitting} disabled={check.isPending}>
        {t.resetSubmit}
      </Button>
    </form>
  );
}
