import { createServer, type Server } from 'node:http';
import { scrapeCluster, scrapeMetrics } from '@lp/api/platform/metrics';

/**
 * `GET /metrics` in Prometheus's text format on a listener of its own (METRICS_PORT), apart
 * from the public port: whoever reaches the site does not reach this (ADR 0042). Anything else
 * on it is a 404. `cluster`: this is the primary of several processes and sums their metrics.
 */
export function startMetricsServer(options: { port: number; host: string; cluster?: boolean }): Promise<Server> {
  const scrape = options.cluster ? scrapeCluster : scrapeMetrics;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    scrape().then(
      ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(req.method === 'HEAD' ? '' : body),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`Metrics unavailable: ${error instanceof Error ? error.message : error}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
