import type { JsonSchema } from "./operations.js";
import type { Random } from "./random.js";

/** Real values of the fuzzed database, so that the parts of a request left alone pass validation. */
export type Fixtures = {
  /** The shop's origin (PUBLIC_URL), which writes must come from. */
  origin: string;
  /** `sid=<token>` of a signed-in customer with a cart and a saved address. */
  sessionCookie: string;
  email: string;
  password: string;
  productId: number;
  colorNo: string;
  size: string;
  categorySlug: string;
  communeId: number;
  addressId: number;
  orderId: string;
};

/** A valid value for a field the shop's forms send, by its name, or undefined when the name says nothing. */
function knownValue(name: string, path: string, fixtures: Fixtures, random: Random): unknown {
  switch (name) {
    case "email":
      return /login|edit-user/.test(path) ? fixtures.email : `fuzz.${random.hex(12)}@exemple.dz`;
    case "password":
    case "oldPassword":
      return fixtures.password;
    case "newPassword":
    case "confirmPassword":
      return "Nouveau-Secret-99";
    case "firstName":
      return "Amina";
    case "lastName":
      return "Benali";
    case "phoneNumber":
      return `05${String(random.int(1e8)).padStart(8, "0")}`;
    case "address":
      return `${random.int(300) + 1} rue Didouche Mourad`;
    case "country":
      return "Algeria";
    case "postalCode":
      return "16000";
    case "state":
    case "stateId":
      return 16;
    case "stateCommuneId":
      return fixtures.communeId;
    case "colorNo":
      return fixtures.colorNo;
    case "size":
      return fixtures.size;
    case "quantity":
      return 1;
    case "query":
      return "ballon";
    case "category":
    case "slug":
      return fixtures.categorySlug;
    case "idempotency-key":
      return random.hex(24);
    case "id":
      if (path.startsWith("/api/products")) return fixtures.productId;
      if (path.startsWith("/api/addresses")) return fixtures.addressId;
      if (path.startsWith("/api/states")) return 16;
      if (path.startsWith("/api/guest-order")) return fixtures.orderId;
      return 1;
    default:
      return undefined;
  }
}

/** A value that satisfies `schema`, preferring the known value of a field named `name`. */
export function validValue(
  schema: JsonSchema,
  name: string,
  path: string,
  fixtures: Fixtures,
  random: Random,
): unknown {
  const known = knownValue(name, path, fixtures, random);
  if (known !== undefined) return known;
  if (schema.anyOf) {
    const options = schema.anyOf.filter((option) => option.type !== "null");
    return validValue(random.pick(options.length ? options : schema.anyOf), name, path, fixtures, random);
  }
  if (schema.enum) return random.pick(schema.enum);
  if (schema.default !== undefined) return schema.default;
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return [validValue(schema.items ?? {}, name, path, fixtures, random)];
    case "object": {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key) || random.chance(0.5))
          .map(([key, property]) => [key, validValue(property, key, path, fixtures, random)]),
      );
    }
    default:
      return schema.format === "uuid"
        ? `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-8${random.hex(3)}-${random.hex(12)}`
        : "texte";
  }
}
