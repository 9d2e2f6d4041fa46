import http from 'node:http';

/**
 * The load balancer of `npm run bench:cluster`: a small Node proxy (a process of its own, as a
 * balancer would be). `/api/*` goes round-robin to the healthy API upstreams, everything else to
 * the web upstream. An upstream is checked every 500 ms (`/api/ready`) and taken out at once when
 * a connection to it fails; an idempotent request (GET, HEAD) whose upstream failed before it
 * answered is retried on the next healthy one, any other request is answered 502. Prints
 * `LISTENING <port>`. Env: PROXY_API_UPSTREAMS (comma-separated origins), PROXY_WEB_UPSTREAM.
 */
type Upstream = { origin: URL; healthy: boolean };

const apiUpstreams: Upstream[] = (process.env.PROXY_API_UPSTREAMS ?? '')
  .split(',')
  .filter(Boolean)
  .map((o) => ({ origin: new URL(o), healthy: true }));
const webUpstream: Upstream[] = process.env.PROXY_WEB_UPSTREAM
  ? [{ origin: new URL(process.env.PROXY_WEB_UPSTREAM), healthy: true }]
  : [];
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
let turn = 0;
const counters = { retried: 0, failedOver: 0, refused: 0 };

function check(upstream: Upstream, path: string): void {
  const req = http.get(new URL(path, upstream.origin), { timeout: 1_000 }, (res) => {
    res.resume();
    upstream.healthy = (res.statusCode ?? 500) < 500;
  });
  req.on('timeout', () => req.destroy(new Error('health check timed out')));
  req.on('error', () => {
    upstream.healthy = false;
  });
}
setInterval(() => {
  for (const u of apiUpstreams) check(u, '/api/ready');
  for (const u of webUpstream) check(u, '/api/health');
}, 500).unref();

function pick(pool: Upstream[], tried: Set<Upstream>): Upstream | undefined {
  for (let i = 0; i < pool.length; i++) {
    const candidate = pool[turn++ % pool.length] as Upstream;
    if (candidate.healthy && !tried.has(candidate)) return candidate;
  }
  return undefined;
}

const server = http.createServer((req, res) => {
  if (req.url === '/__proxy/stats') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(
      JSON.stringify({ ...counters, upstreams: apiUpstreams.map((u) => ({ origin: u.origin.host, healthy: u.healthy })) }),
    );
  }
  const pool = req.url?.startsWith('/api/') ? apiUpstreams : webUpstream;
  const tried = new Set<Upstream>();
  const idempotent = IDEMPOTENT.has(req.method ?? 'GET');
  const fail = (status: number, message: string) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message } }));
  };
  const attempt = () => {
    const upstream = pick(pool, tried);
    if (!upstream) {
      counters.refused++;
      return fail(503, 'no healthy upstream');
    }
    tried.add(upstream);
    const forwarded = req.headers['x-forwarded-for'];
    const upstreamReq = http.request(
      new URL(req.url ?? '/', upstream.origin),
      {
        method: req.method,
        agent,
        headers: {
          ...req.headers,
          'x-forwarded-for': forwarded ? `${forwarded}, ${req.socket.remoteAddress}` : (req.socket.remoteAddress ?? ''),
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
        // An upstream that dies mid-answer (an open event stream): the client sees its end and reconnects.
        upstreamRes.on('error', () => res.destroy());
        upstreamRes.on('aborted', () => res.destroy());
      },
    );
    upstreamReq.on('error', () => {
      if (res.headersSent) return res.destroy();
      upstream.healthy = false;
      counters.failedOver++;
      if (idempotent) {
        counters.retried++;
        return attempt();
      }
      fail(502, 'the upstream failed before it answered');
    });
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    if (idempotent) upstreamReq.end();
    else req.pipe(upstreamReq);
  };
  attempt();
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`LISTENING ${port}`);
});
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
