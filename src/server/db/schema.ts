// The whole database schema, for drizzle (queries, migrations) in one import.
export * from './schema/auth';
export * from './schema/domain';
