/** server_keys row of a database the demo created (written with its seed, server/db/seed.ts; decision 168). */
export const DEMO_DATABASE_MARK = 'demo_database';
