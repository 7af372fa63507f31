// Column helpers that keep one migration text valid on SQLite and PostgreSQL.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { dbKind } from '../client';

/** An auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return dbKind(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const money = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
export const shopRef = (c: ColumnDefinitionBuilder) => c.notNull().references('shops.id').onDelete('cascade');
