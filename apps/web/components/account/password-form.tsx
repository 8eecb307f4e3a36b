"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChangePasswordSchema, type ChangePasswordData, type ChangePasswordInput } from "@shop/domain/schemas";
import { useRouter } from "next/navigation";
import { useLocaleHref } from "@/lib/locale/context";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordField } from "@/components/forms/password-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useChangePassword } from "@/lib/queries/account";

/** Change password (ChangePasswordSchema); a wrong current password shows under that field. */
export function PasswordForm() {
  const t = useJourneyMessages().account;
  const router = useRouter();
  const toLocale = useLocaleHref();
  const toast = useToast();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordData>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
    mode: "onTouched",
  });

  const submit = handleSubmit(async (passwords) => {
    setProblem(null);
    try {
      await change.mutateAsync(passwords);
      toast.show({ title: t.passwordSaved, description: t.passwordSavedText, level: "success" });
      router.push(toLocale("/account"));
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ["oldPassword", "newPassword", "confirmPassword"]).general);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t.editPassword} className="max-w-md space-y-5">
      <PasswordField
        label={t.oldPassword}
        required
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register("oldPassword")}
      />
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
      <Button type="submit" className="w-full sm:w-auto" isLoading={change.isPending || isSubmitting}>
        {t.savePassword}
      </Button>
    </form>
  );
}
