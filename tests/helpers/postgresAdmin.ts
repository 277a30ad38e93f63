import pg from 'pg';

/**
 * Runs one statement on the PostgreSQL server's maintenance connection (TEST_DATABASE_URL), where
 * the tests' databases are created and dropped: a connection of its own, closed again at once.
 */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
