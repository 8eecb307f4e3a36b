export * from "./schema/catalog.js";
export * from "./schema/geography.js";
export * from "./schema/commerce.js";
export * from "./schema/back-office.js";
export * from "./schema/settings.js";
export * from "./schema/catalogue-imports.js";
export * from "./schema/mail.js";
export * from "./schema/vitals.js";
