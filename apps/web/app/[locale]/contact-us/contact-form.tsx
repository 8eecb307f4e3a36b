"use client";

import "@/lib/security/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { ContactSchema, type Contact, type ContactInput } from "@shop/domain/contract/contact";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { Field } from "@/components/forms/field";
import { FieldShell, controlClasses, describedBy } from "@/components/forms/field-shell";
import { applyServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api/client";
import { getPagesMessages } from "@/messages/pages";
import { useLocale } from "@/lib/locale/context";

/**
 * The contact form: the API's own schema checks it here, `POST /api/contact` stores the message for the back
 * office (a limited number per address and hour). A sent message is acknowledged and the form cleared; a
 * refusal is shown in French under its field or above the form.
 */
export function ContactForm() {
  const t = getPagesMessages(useLocale()).contact;
  const toast = useToast();
  const messageId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { email: "", message: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.post("/api/contact", { email: values.email, message: values.message });
      toast.show({ title: t.sentTitle, description: t.sentText, level: "success" });
      reset();
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ["email", "message"]).general);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {failure && <FormAlert title={failure} />}
      <Field label={t.email} type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <FieldShell id={messageId} label={t.message} required hint={t.messageHint} error={errors.message?.message}>
        <textarea
          id={messageId}
          rows={6}
          required
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(messageId, t.messageHint, errors.message?.message)}
          className={`${controlClasses(Boolean(errors.message))} py-3`}
          {...register("message")}
        />
      </FieldShell>
      <Button type="submit" variant="primary-black" isLoading={isSubmitting} loadingLabel={t.sending} className="justify-self-start">
        {t.send}
      </Button>
    </form>
  );
}
