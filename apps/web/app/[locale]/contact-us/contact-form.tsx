"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { EmailOnlySchema } from "@shop/domain/schemas";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Field } from "@/components/forms/field";
import { FieldShell, controlClasses, describedBy } from "@/components/forms/field-shell";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { getPagesMessages } from "@/messages/pages";
import { useLocale } from "@/lib/locale/context";

const MESSAGE_MAX = 2000;
const REQUIRED = "Ce champ est obligatoire";

/** The shared email rule plus a required free text (spec §3 "text"), its length message in the page's language. */
function contactSchema(messageTooLong: string) {
  return EmailOnlySchema.extend({
    message: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(MESSAGE_MAX, { error: messageTooLong }),
  });
}
type ContactInput = z.input<ReturnType<typeof contactSchema>>;

/**
 * The contact form. There is no contact API yet: a valid message is acknowledged with a toast and the form is
 * cleared (the page says replies come within 48 h).
 */
export function ContactForm() {
  const t = getPagesMessages(useLocale()).contact;
  const toast = useToast();
  const messageId = useId();
  const schema = useMemo(() => contactSchema(t.messageTooLong), [t.messageTooLong]);
  const { register, handleSubmit, reset, formState } = useForm<ContactInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", message: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(() => {
    toast.show({ title: t.sentTitle, description: t.sentText, level: "success" });
    reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
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
