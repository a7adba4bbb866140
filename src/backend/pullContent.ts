/**
 * One pull: every table from the back end, checked, into a snapshot. A pull that would publish an
 * empty site fails instead, so the last good release stays live.
 */
import { createBackendClient, type BackendClientOptions } from './backendClient.ts';
import { createSnapshot, type Snapshot } from './snapshot.ts';

export class EmptyContentError extends Error {}

/** Fetches all ten tables in parallel and returns them as a snapshot. */
export async function pullContent(options: BackendClientOptions): Promise<Snapshot> {
  const client = createBackendClient(options);
  try {
    const tables = await client.getAllTables();
    if (tables.SmartMetaData.length === 0) {
      throw new EmptyContentError(
        `Table SmartMetaData answered with no rows (POST ${options.baseUrl}): refusing to build a site without pages`,
      );
    }
    return createSnapshot(tables, options.baseUrl);
  } finally {
    await client.close();
  }
}
