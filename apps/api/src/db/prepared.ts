import { fillPlaceholders, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Queryable } from "./client.js";

const dialect = new PgDialect();

/** A value of a statement compiled once (`preparedStatement`): a placeholder, filled on each call. */
export type StatementValue = (key: string) => SQLWrapper;

/**
 * A hot read as a named prepared statement: PostgreSQL plans it once per connection instead of on every call
 * (planning the product page's query took longer than running it: 2–4 ms against 0.5–3 ms at 100,000 products),
 * and its text is written once: `build` writes the query with `value(key)` where a call's values go, and each call
 * fills them (drizzle otherwise walks the query to write its text on every call: a fifth of a cart read's CPU, for
 * three statements). Inside a transaction (its connection already taken), the query is built with the values.
 */
export function preparedStatement<T extends Record<string, unknown>>(
  name: string,
  build: (value: StatementValue) => SQL,
) {
  let compiled: { sql: string; params: unknown[] } | undefined;
  return async (db: Queryable, values: Record<string, unknown>): Promise<T[]> => {
    const pool = (db as { $client?: pg.Pool }).$client;
    if (pool === undefined) return (await db.execute<T>(build((key) => sql.param(values[key])))).rows as T[];
    compiled ??= dialect.sqlToQuery(build((key) => sql.placeholder(key)));
    return (
      await pool.query<T>({ name, text: compiled.sql, values: fillPlaceholders(compiled.params, values) })
    ).rows;
  };
}

/**
 * A query built once per database handle (the pool's, or a transaction's) on first use, for drizzle's prepared
 * queries run with placeholders (`.prepare(name)` … `.execute(values)`): building one on every call costs more than
 * PostgreSQL's part of a key lookup.
 */
export function oncePerHandle<Q>(build: (db: Queryable) => Q): (db: Queryable) => Q {
  const built = new WeakMap<Queryable, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}
