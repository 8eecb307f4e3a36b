"use client";

import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useJourneyMessages } from "@/lib/locale/journey-messages";
import { FieldShell, controlClasses, describedBy } from "./field-shell";

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show / hide toggle (a real button, announced with aria-pressed). */
export function PasswordField({ label, error, hint, className, required, ref, ...input }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const t = useJourneyMessages().forms;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          {...input}
          ref={ref}
          id={id}
          type={visible ? "text" : "password"}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${controlClasses(Boolean(error))} pe-24`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 end-0 px-3.5 text-xs font-bold uppercase tracking-wider text-grey-700 underline-offset-4 hover:underline"
        >
          {visible ? t.hidePassword : t.showPassword}
        </button>
      </div>
    </FieldShell>
  );
}
