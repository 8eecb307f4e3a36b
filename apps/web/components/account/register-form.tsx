"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { RegisterSchema, type RegisterData, type RegisterInput } from "@shop/domain/schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordField } from "@/components/forms/password-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useSignUp } from "@/lib/queries/account";
import { useSignedInRedirect } from "./use-signed-in-redirect";
import { FirstNameField, LastNameField } from "@/components/forms/person-fields";

/** Registration (RegisterSchema): names, e-mail, password with its rules shown as a hint. */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const t = useJourneyMessages();
  const signUp = useSignUp();
  const done = useSignedInRedirect(redirectTo);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { email: "", firstName: "", lastName: "", password: "" },
    mode: "onTouched",
  });

  const submit = handleSubmit(async (account) => {
    setProblem(null);
    try {
      done(await signUp.mutateAsync(account));
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ["email", "firstName", "lastName", "password"]).general);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t.account.registerTitle} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FirstNameField error={errors.firstName?.message} {...register("firstName")} />
        <LastNameField error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <Field
        label={t.account.email}
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        label={t.account.password}
        required
        autoComplete="new-password"
        hint={t.account.passwordHint}
        error={errors.password?.message}
        {...register("password")}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" className="w-full" isLoading={signUp.isPending || isSubmitting}>
        {t.account.registerSubmit}
      </Button>
    </form>
  );
}
