"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { ProfileSchema, type ProfileData, type ProfileInput } from "@shop/domain/schemas";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import type { User } from "@shop/domain/contract/accounts";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { useEditProfile } from "@/lib/queries/account";
import { FirstNameField, LastNameField, PhoneField } from "@/components/forms/person-fields";
import { useLocaleHref } from "@/lib/locale/context";

/** The profile (ProfileSchema), filled with the current values; a taken e-mail shows under the e-mail field. */
export function ProfileForm({ user }: { user: User }) {
  const t = useJourneyMessages();
  const router = useRouter();
  const toLocale = useLocaleHref();
  const toast = useToast();
  const edit = useEditProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileData>({
    resolver: zodResolver(ProfileSchema),
    defaultValues: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ?? "",
    },
    mode: "onTouched",
  });

  const submit = handleSubmit(async (profile) => {
    setProblem(null);
    try {
      await edit.mutateAsync(profile);
      toast.show({ title: t.account.profileSaved, description: t.account.profileSavedText, level: "success" });
      router.push(toLocale("/account"));
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ["email", "firstName", "lastName", "phoneNumber"]).general);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t.account.editProfile} className="max-w-xl space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FirstNameField error={errors.firstName?.message} {...register("firstName")} />
        <LastNameField error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <Field label={t.forms.email} required type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <PhoneField error={errors.phoneNumber?.message} {...register("phoneNumber")} />
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button type="submit" className="w-full sm:w-auto" isLoading={edit.isPending || isSubmitting}>
        {t.account.saveProfile}
      </Button>
    </form>
  );
}
