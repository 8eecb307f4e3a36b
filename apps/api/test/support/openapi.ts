import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import type { TestApp } from "./shopper.js";

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/**
 * The documented operations no openapi-*.test.ts file tries: the payment provider's webhook and the TEST
 * gateway's HTML page and form posts, which the payment tests cover; the courier export and the orders
 * export answer CSV files, which admin-operations.test.ts and admin-orders-export.test.ts read; so are the
 * fee grid's file (admin-delivery.test.ts) and the catalogue file.
 */
export const SKIPPED =
  /chargily\/webhook|test-gateway|courier\/export|orders\/export|catalogue\/export|^GET \/api\/admin\/delivery\/fees\.csv$/;

/**
 * Which file tries which operations, as `METHOD /path/{param}`: an operation is in a scope when one of its
 * patterns matches, and every documented operation is in exactly one scope. A few calls sit with the calls
 * they are tried beside: the contact form with the back office's messages it fills, the back office's
 * forgotten password and outbox with the shop's, the dashboard's web vitals with the beacons they count.
 */
export const OPENAPI_SCOPES = {
  /** openapi-shop.test.ts */
  shop: [/^\w+ \/api\/(?!admin\/|contact$)/, /^\w+ \/api\/admin\/(auth\/password-reset|mail|vitals)(\/|$)/],
  /** openapi-back-office.test.ts */
  backOffice: [
    /^\w+ \/api\/contact$/,
    /^\w+ \/api\/admin\/(?!(auth\/password-reset|mail|vitals|catalogue|colours|price-changes|products)(\/|$))/,
    /^GET \/api\/admin\/products\/\{id\}\/preview$/,
  ],
  /** openapi-catalogue.test.ts: the catalogue editor, its pictures and its file */
  catalogue: [
    /^\w+ \/api\/admin\/(catalogue|colours|price-changes)(\/|$)/,
    /^\w+ \/api\/admin\/products(\/|$)(?!\{id\}\/preview$)/,
  ],
} satisfies Record<string, RegExp[]>;
export type OpenApiScope = keyof typeof OPENAPI_SCOPES;

/** Every operation of the document, as `METHOD /path/{param}`. */
export function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The scopes an operation is in (exactly one when the scopes are right). */
export function scopesOf(operation: string): OpenApiScope[] {
  return (Object.keys(OPENAPI_SCOPES) as OpenApiScope[]).filter((scope) =>
    OPENAPI_SCOPES[scope].some((pattern) => pattern.test(operation)),
  );
}

/**
 * Real answers checked against the API's own document, one per test file: `load` reads the document,
 * `expectDocumented` checks an answer and notes its operation, `untried` lists what a scope still lacks.
 */
export function documentedAnswers() {
  let document: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  /** Operations whose answers were checked, as `METHOD /path/{param}`. */
  const checked = new Set<string>();

  /** The schema the document gives for an operation's answer with this status, compiled once. */
  function validatorFor(method: string, path: string, status: number): ValidateFunction {
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path} is in the document`).toBeDefined();
      const schema = operation!.responses?.[String(status)]?.content?.["application/json"]?.schema;
      expect(schema, `${method} ${path} documents its ${status} answer`).toBeDefined();
      validate = ajv.compile({ ...(schema as object), components: document.components });
      validators.set(key, validate);
    }
    return validate;
  }

  return {
    async load(app: TestApp): Promise<OpenApiDocument> {
      const reply = await app.inject({ method: "GET", url: "/api/openapi.json" });
      expect(reply.statusCode).toBe(200);
      document = reply.json() as OpenApiDocument;
      ajv.addSchema({ $id: "doc", components: document.components });
      return document;
    },

    /** Checks a real answer against the document, and notes the operation as covered. */
    expectDocumented(method: string, path: string, reply: { status: number; body: unknown }): void {
      const validate = validatorFor(method, path, reply.status);
      const valid = validate(reply.body);
      expect(
        valid,
        `${method} ${path} ${reply.status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
      ).toBe(true);
      checked.add(`${method} ${path}`);
    },

    /** The documented operations of a scope, skipped ones aside, that no answer was checked for. */
    untried(scope: OpenApiScope): string[] {
      return operationsOf(document).filter(
        (operation) =>
          scopesOf(operation).includes(scope) && !SKIPPED.test(operation) && !checked.has(operation),
      );
    },
  };
}
