"use client";

import { CATALOGUE_LIMITS } from "@shop/domain/catalogue";
import { CreateColourSchema, type ProductEditor } from "@shop/domain/contract/admin-catalogue";
import { useId, useRef, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { api } from "@/lib/api/client";
import { apiError } from "@/lib/api/errors";
import { getAdminColoursMessages, getAdminMessages } from "@/messages/admin";
import { AdminDialog, AdminDialogFooter } from "../../admin-dialog";
import { adminButton } from "../../admin-ui";
import { useProductRevision } from "../product-revision";
import type { ColourFields as Values } from "./colour-draft";
import { ColourFields } from "./colour-fields";
import { FieldError, controlClass, focusFirstInvalid, labelClass } from "./colour-ui";
import { FIRST_SIZE_CHOICE, SizeSetPicker, sizesOf, type SizeChoice } from "./size-set-picker";
import type { ReloadProduct } from "./use-product-reload";

const BLANK: Values = { colorNo: "", nameFr: "", nameAr: "", hex: "#111111", searchColor: "" };

/** `sizes.3` and `sizes` are one field here: the size picker. */
const fieldOf = (path: string) => (path.startsWith("sizes") ? "sizes" : path);

/**
 * « Ajouter une couleur »: the colour's fields, its sizes and one price, checked by the API's schema before they are
 * sent. The API makes every size with an internal EAN-13 the merchant replaces later in the colour's grid.
 */
export function AddColourDialog({
  productId,
  reload,
  onClose,
  onCreated,
}: {
  productId: number;
  reload: ReloadProduct;
  onClose: () => void;
  onCreated: (sentence: string) => void;
}) {
  const t = getAdminColoursMessages().add;
  const common = getAdminMessages().common;
  const id = useId();
  const { revision } = useProductRevision();
  const [values, setValues] = useState<Values>(BLANK);
  const [choice, setChoice] = useState<SizeChoice>(FIRST_SIZE_CHOICE);
  const [price, setPrice] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const sizes = sizesOf(choice);
    // A blank price is « obligatoire », not « 0 DA »: the schema coerces whatever it is given to a number.
    const parsed = CreateColourSchema.safeParse({ ...values, sizes, price: price.trim() || undefined, revision });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[fieldOf(issue.path.join("."))] ??= issue.message;
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await reload((await api.post<ProductEditor>(`/api/admin/products/${productId}/colours`, parsed.data)).data);
      onCreated(t.created(parsed.data.nameFr, sizes.length));
    } catch (error) {
      const { message, fields = {} } = apiError(error);
      const found: Record<string, string> = {};
      for (const [path, text] of Object.entries(fields)) found[fieldOf(path)] ??= text;
      setErrors(found);
      setProblem(message);
      focusFirstInvalid(formRef.current);
    } finally {
      setPending(false);
    }
  };

  return (
    <AdminDialog title={t.title} description={t.text} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending || undefined}>
        <fieldset disabled={pending} className="grid gap-5 px-5 py-5">
          <ColourFields values={values} onChange={(field, value) => setValues({ ...values, [field]: value })} errors={errors} />
          <SizeSetPicker choice={choice} onChange={setChoice} error={errors.sizes} />
          <div className="max-w-xs">
            <label htmlFor={`${id}-price`} className={labelClass}>
              {t.price}
            </label>
            <input
              id={`${id}-price`}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={String(CATALOGUE_LIMITS.priceMax).length}
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={errors.price ? `${id}-price-error` : `${id}-price-hint`}
              className={controlClass({ error: Boolean(errors.price), extra: "tabular-nums" })}
            />
            {errors.price ? (
              <FieldError id={`${id}-price-error`}>{errors.price}</FieldError>
            ) : (
              <p id={`${id}-price-hint`} className="mt-1 text-xs text-grey-600">
                {t.priceHint}
              </p>
            )}
          </div>
          {problem && <FormAlert>{problem}</FormAlert>}
        </fieldset>
        <AdminDialogFooter>
          <button type="button" onClick={onClose} className={adminButton("secondary", "flex-1 sm:flex-none")}>
            {common.cancel}
          </button>
          <button type="submit" disabled={pending} className={adminButton("primary", "flex-1 sm:flex-none")}>
            {pending ? t.creating : t.submit}
          </button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
