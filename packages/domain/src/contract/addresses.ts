/** The saved addresses of a signed-in customer; every call answers with the whole list. */
import { z } from "zod";
import { AddressSchema } from "../schemas";

export const SavedAddressSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  state: z.number(),
  stateName: z.string(),
  stateCommuneId: z.number(),
  communeName: z.string(),
  postalCode: z.string().nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressesSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddresses = z.infer<typeof SavedAddressesSchema>;

/** A new or edited address: the form's fields, and nothing else. */
export const AddressBodySchema = AddressSchema.strict();
