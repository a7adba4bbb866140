/**
 * A stand-in for the npm registry's bulk advisory endpoint (`POST /-/npm/v1/security/advisories/bulk`,
 * the one `npm audit` calls), on 127.0.0.1, for the `npm run audit` tests: the real registry is out
 * of reach here. It speaks the real protocol: the request is a gzipped JSON map of package name to
 * installed versions; the answer maps a name to its advisories, each with `vulnerable_versions`.
 * Every other path answers 404 (npm then reports a finding without a fix), or `refuse` answers the
 * advisory endpoint 405 as some registry mirrors do.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface BulkAdvisory {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  readonly severity: 'low' | 'moderate' | 'high' | 'critical';
  readonly vulnerable_versions: string;
}

export interface FakeAdvisoryService {
  /** Registry URL to give npm (`npm_config_registry`), ending in `/`. */
  readonly url: string;
  /** The package → versions maps npm asked about, in order. */
  readonly asked: Record<string, string[]>[];
  close(): Promise<void>;
}

export async function startFakeAdvisoryService(
  answer: Readonly<Record<string, readonly BulkAdvisory[]>> | 'refuse',
): Promise<FakeAdvisoryService> {
  const asked: Record<string, string[]>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/-/npm/v1/security/advisories/bulk') {
        res.writeHead(404).end();
        return;
      }
      if (answer === 'refuse') {
        res.writeHead(405, { allow: 'GET,HEAD', 'content-length': '0' }).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const json = req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      asked.push(JSON.parse(json.toString('utf8')) as Record<string, string[]>);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
