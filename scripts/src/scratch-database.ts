import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `serverUrl`, on a connection of its own. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database of its own (`<prefix>_<time>_<random>`) on the PostgreSQL server of
 * `serverUrl`, for a run that must touch no other: answers its URL and how to drop it.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
