import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEmbedded } from '@lp/api/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The one-process server as an operator runs it: a real process on a real port (APP_ROLE=api,
 * so no web build), stopped with real signals.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'lp-server-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

type Server = { child: ChildProcess; base: string; output: () => string; exited: Promise<number | null> };

/**
 * What `npm start` runs (the bundle launcher, plain Node) so that the pid we signal is the server's
 * own; `viaNpm` runs `npm start` itself, as a supervisor would.
 */
function startServer(dataDir: string, env: Record<string, string> = {}, viaNpm = false): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ROLE: 'api',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.VITEST;
  const [command, args] = viaNpm ? ['npm', ['start']] : [process.execPath, ['apps/server/start.mjs']];
  const child = spawn(command, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/running at http:\/\/localhost:(\d+)/);
      if (match) {
        clearInterval(timer);
        resolve({ child, base: `http://127.0.0.1:${match[1]}`, output: () => output, exited });
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
}

async function waitForExit(server: Server, withinMs: number): Promise<'exited' | 'still running'> {
  const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), withinMs));
  return Promise.race([server.exited.then(() => 'exited' as const), timeout]);
}

/** One request over a given agent; resolves the status and the Connection header, or the socket error. */
function send(
  agent: http.Agent,
  base: string,
  options: { method?: string; path: string; body?: Buffer | string; headers?: Record<string, string> },
): Promise<{ status: number; connection: string | undefined; keepAlive?: string; body: string } | { error: string }> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            keepAlive: String(res.headers['keep-alive']),
            body,
          }),
        );
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end(options.body);
  });
}

async function countSignupCodes(dataDir: string, email: string): Promise<number> {
  const handle = await openEmbedded(dataDir);
  try {
    const result = await handle.db.execute(sql`select count(*)::int as n from otp_codes where email = ${email}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}

describe('the data-directory lock', () => {
  it('is taken over at once after kill -9, and the data written before the kill is there', async () => {
    const dataDir = path.join(scratch, 'killed');
    const first = await startServer(dataDir);
    const agent = new http.Agent();
    const written = await send(agent, first.base, {
      method: 'POST',
      path: '/api/accounts/mail-signup',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'before-kill@example.in' }),
    });
    expect(written).toMatchObject({ status: 200 });

    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    const second = await startServer(dataDir);
    // The restart began at once (not after a stale-lock wait) and answers.
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    expect(await send(agent, second.base, { path: '/api/ready' })).toMatchObject({ status: 200 });

    second.child.kill('SIGTERM');
    expect(await waitForExit(second, 15_000)).toBe('exited');
    expect(await countSignupCodes(dataDir, 'before-kill@example.in')).toBe(1);
  });

  it('refuses a second live server on the same data directory with a clear message', async () => {
    const dataDir = path.join(scratch, 'shared');
    // More processes asked for on the embedded database: one runs, and it says why.
    const first = await startServer(dataDir, { WEB_CONCURRENCY: '2' });
    expect(first.output()).toMatch(/WEB_CONCURRENCY=2 ignored: the embedded database/);
    await expect(startServer(dataDir)).rejects.toThrow(/Another process is using the database/);
    first.child.kill('SIGTERM');
    expect(await waitForExit(first, 15_000)).toBe('exited');
  });
});

/** Whether anything accepts a TCP connection on the address. */
function listening(base: string): Promise<boolean> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the test payment gateway', () => {
  it('refuses a production start of a real deployment with the test gateway (its checkout gives premium away)', async () => {
    const refused = startServer(path.join(scratch, 'test-gateway'), { PUBLIC_URL: 'https://learnly.example.in' });
    await expect(refused).rejects.toThrow(/exited with 1 before listening[\s\S]*PAYMENTS_GATEWAY=test in production/);
  });
});

describe('npm start under a supervisor', () => {
  it('stops the whole process tree on SIGTERM to npm: nothing listens afterwards', async () => {
    const server = await startServer(path.join(scratch, 'npm-start'), { SHUTDOWN_DEADLINE_SECONDS: '3' }, true);
    expect(await listening(server.base)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await waitForExit(server, 10_000)).toBe('exited');
    // npm waited for the server, which had closed its port (before: npm exited at once, the server
    // was reparented to PID 1 and went on serving).
    expect(await listening(server.base)).toBe(false);
    expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests/);
  });
});

describe('a refused large body', () => {
  it('closes the connection it said would close, so the next request on the agent succeeds', async () => {
    const server = await startServer(path.join(scratch, 'bodies'));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const size of [300_000, 2_000_000]) {
        const refused = await send(agent, server.base, {
          method: 'POST',
          path: '/api/accounts/mail-signup',
          headers: { 'content-type': 'application/json' },
          body: Buffer.alloc(size, 'a'),
        });
        if ('status' in refused) {
          expect(refused.status).toBe(413);
          expect(refused.connection).toBe('close');
        }
        // The next request on the same agent (one socket) must not inherit a broken connection.
        expect(await send(agent, server.base, { path: '/api/health' })).toMatchObject({ status: 200 });
      }
    } finally {
      agent.destroy();
      server.child.kill('SIGTERM');
      await waitForExit(server, 15_000);
    }
  });
});

describe('an idle keep-alive connection', () => {
  it("stays open past Node's default 5 s, so a request sent on it then is answered (not reset)", async () => {
    const server = await startServer(path.join(scratch, 'keep-alive'));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, server.base, { path: '/api/health' });
      expect(first).toMatchObject({ status: 200, keepAlive: 'timeout=65' });
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const sockets = Object.values(agent.freeSockets).flat().length;
      expect(sockets, 'the idle connection is still open').toBe(1);
      expect(await send(agent, server.base, { path: '/api/health' })).toMatchObject({ status: 200 });
    } finally {
      agent.destroy();
      server.child.kill('SIGTERM');
      await waitForExit(server, 15_000);
    }
  });
});

/**
 * A visitor's multipart upload whose body leaves a moment after its headers (as over a real link):
 * resolves once the request is written and the answer read, with the status, or with the socket
 * error if either failed (a browser shows a failed upload then, not the answer).
 */
function uploadAfterHeaders(
  agent: http.Agent,
  base: string,
  path: string,
  body: Buffer,
): Promise<{ status: number; connection: string | undefined; body: string } | { error: string }> {
  const url = new URL(base);
  return new Promise((resolve) => {
    let answer: { status: number; connection: string | undefined; body: string } | undefined;
    let written = false;
    let failed: string | undefined;
    // A request whose write never completes nor fails (the socket gone under it) counts as failed.
    const timer = setTimeout(() => fail(new Error(written ? 'no answer' : 'body never written')), 5_000);
    const settle = () => {
      if (failed) resolve({ error: failed });
      else if (answer && written) resolve(answer);
      else return;
      clearTimeout(timer);
    };
    const fail = (error: Error) => {
      failed ??= (error as NodeJS.ErrnoException).code ?? error.message;
      settle();
    };
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'multipart/form-data; boundary=visitor',
          'content-length': String(body.length),
          origin: base,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, connection: res.headers.connection, body: text };
          settle();
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.flushHeaders();
    setTimeout(() => {
      req.end(body, () => {
        written = true;
        settle();
      });
    }, 30);
  });
}

function multipartBody(size: number): Buffer {
  const head = Buffer.from(
    '--visitor\r\nContent-Disposition: form-data; name="picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from('\r\n--visitor--\r\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
}

describe('a refused upload', () => {
  it('reads a small body to its end before answering, so every visitor sees the 401; a large one is cut', async () => {
    const server = await startServer(path.join(scratch, 'small-bodies'));
    try {
      const small = multipartBody(200);
      const outcomes: string[] = [];
      for (let i = 0; i < 20; i++) {
        const agent = new http.Agent();
        const target = i % 2 === 0 ? '/api/accounts/upload-picture' : '/api/core/jobs/1/apply';
        const outcome = await uploadAfterHeaders(agent, server.base, target, small);
        outcomes.push('status' in outcome ? String(outcome.status) : outcome.error);
        agent.destroy();
      }
      expect(outcomes).toEqual(Array(20).fill('401'));

      // The connection stays usable after a drained refusal: a second request on the same socket is answered.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const refused = await uploadAfterHeaders(agent, server.base, '/api/accounts/upload-picture', multipartBody(60 * 1024));
      expect(refused).toMatchObject({ status: 401 });
      expect('connection' in refused && refused.connection).not.toBe('close');
      expect(await send(agent, server.base, { path: '/api/health' })).toMatchObject({ status: 200 });
      agent.destroy();

      // Past 64 KB the rest is not waited for: the answer says the connection closes.
      const large = await send(new http.Agent(), server.base, {
        method: 'POST',
        path: '/api/accounts/upload-picture',
        headers: { 'content-type': 'multipart/form-data; boundary=visitor', origin: server.base },
        body: multipartBody(2_000_000),
      });
      if ('status' in large) {
        expect(large.status).toBe(401);
        expect(large.connection).toBe('close');
      }
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server, 15_000);
    }
  }, 180_000);
});

describe('shutdown', () => {
  it('lets in-flight requests finish, cuts what is still pending at the deadline, and exits', async () => {
    const server = await startServer(path.join(scratch, 'shutdown'), { SHUTDOWN_DEADLINE_SECONDS: '3' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const url = new URL(server.base);

    // A request whose body arrives slowly: in flight when the signal comes, complete 1 s later.
    const slow = new Promise<number | string>((resolve) => {
      const body = JSON.stringify({ email: 'slow-body@example.in' });
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/api/accounts/mail-signup',
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 1_000);
    });
    // One that never completes its body: only the deadline ends it.
    const stuck = http.request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/api/accounts/mail-signup',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    stuck.on('error', () => {});
    stuck.write('{"email":');
    // And a burst of ordinary reads.
    const reads = Array.from({ length: 10 }, () => send(agent, server.base, { path: '/api/core/courses' }));

    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    const outcome = await waitForExit(server, 10_000);
    if (outcome !== 'exited') server.child.kill('SIGKILL');
    expect(outcome).toBe('exited');
    expect(await slow).toBe(200);
    // Reads still in the kernel's accept queue when the port closed are refused or reset (never
    // started); every read the server took in was answered in full.
    const answered = (await Promise.all(reads)).filter((read) => 'status' in read);
    for (const read of answered) expect(read).toMatchObject({ status: 200 });
    agent.destroy();
  });
});

/** A port nothing listens on now (taken and released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number };

/** An OTLP/HTTP collector in this process: the JSON bodies posted to /v1/traces, as spans. */
async function startOtlpReceiver() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SPAN_KIND_SERVER = 2;

describe('metrics and traces', () => {
  it('serves /metrics only on METRICS_PORT, and traces a request to its queries over OTLP', async () => {
    const metricsPort = await freePort();
    const receiver = await startOtlpReceiver();
    const server = await startServer(path.join(scratch, 'observed'), {
      METRICS_PORT: String(metricsPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '50',
      OTEL_SERVICE_NAME: 'learnly-test',
    });
    try {
      const agent = new http.Agent();
      expect(await send(agent, server.base, { path: '/api/core/jobs/no-such-opening' })).toMatchObject({ status: 404 });
      expect(await send(agent, server.base, { path: '/api/core/jobs' })).toMatchObject({ status: 200 });

      // Not on the public port, under any of the addresses a guess would try.
      for (const guess of ['/metrics', '/api/metrics']) {
        expect(await send(agent, server.base, { path: guess })).toMatchObject({ status: 404 });
      }
      const scraped = await send(agent, `http://127.0.0.1:${metricsPort}`, { path: '/metrics' });
      expect(scraped).toMatchObject({ status: 200 });
      const text = 'body' in scraped ? scraped.body : '';
      expect(text).toMatch(/^http_request_duration_seconds_count\{.*route="\/api\/core\/jobs\/:idOrSlug".*status="404".*\} 1$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{.*route="\/api\/core\/jobs".*status="200".*\} 1$/m);
      expect(text).not.toContain('no-such-opening');
      expect(text).toMatch(/^db_query_duration_seconds_count\{driver="pglite",outcome="ok"\} [1-9]/m);

      // The request's span (from the http instrumentation) and its queries' spans, in one trace.
      const deadline = Date.now() + 5_000;
      const requestSpan = () =>
        receiver.spans.find((span) => span.kind === SPAN_KIND_SERVER && span.name.startsWith('GET') && hasQueries(span));
      const hasQueries = (root: OtlpSpan) => queriesUnder(root).length > 0;
      const queriesUnder = (root: OtlpSpan) =>
        receiver.spans.filter((span) => span.traceId === root.traceId && span.name.startsWith('pglite ') && descends(span, root));
      const descends = (span: OtlpSpan, root: OtlpSpan): boolean => {
        const parent = receiver.spans.find((other) => other.spanId === span.parentSpanId && other.traceId === span.traceId);
        return parent ? parent.spanId === root.spanId || descends(parent, root) : false;
      };
      while (!requestSpan() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const request = requestSpan();
      expect(request, JSON.stringify(receiver.spans.map((s) => s.name))).toBeDefined();
      expect(queriesUnder(request as OtlpSpan).map((span) => span.name)).toContain('pglite SELECT');

      // Off, it costs nothing: in the bundle the server ran, OpenTelemetry is imported only by the
      // chunk the entry imports when OTEL_EXPORTER_OTLP_ENDPOINT is set.
      const cache = path.join(root, 'node_modules/.cache/learnly-server');
      const bundle = readdirSync(cache)
        .map((entry) => path.join(cache, entry))
        .filter((dir) => !dir.includes('.building-'))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] as string;
      const importing = readdirSync(bundle).filter(
        (file) => file.endsWith('.js') && readFileSync(path.join(bundle, file), 'utf8').includes('@opentelemetry/'),
      );
      expect(importing).toEqual([expect.stringMatching(/^tracing-\w+\.js$/)]);
      expect(readFileSync(path.join(bundle, 'main.js'), 'utf8')).toContain(`import("./${importing[0]}")`);
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server, 15_000);
      await receiver.close();
    }
  });
});
