import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { signInCookie, startProcess, tempDataDir } from './harness.ts';

/**
 * `npx tsx bench/uploads.ts` (issue 13 part 5): a real listening API server (APP_ROLE=api, demo
 * seed, PGlite) takes UPLOADS (60) concurrent résumé uploads of UPLOAD_MB (11.5) MB each, two per
 * seeded user (the per-uploader bound), while one client measures GET /api/health back to back.
 * Reports the server's RSS growth over its idle RSS (whole process tree, sampled every 20 ms) and
 * the health latency percentiles while the uploads run. Bounded: uploads time out after 60 s.
 */
const uploads = Number(process.env.UPLOADS ?? 60);
const uploadBytes = Math.round(Number(process.env.UPLOAD_MB ?? 11.5) * 1024 * 1024);
const usersNeeded = Math.ceil(uploads / 2);

/** The pids of `pid` and all its descendants (tsx runs the server in a child of its own). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const all: number[] = [];
  const visit = (p: number) => {
    all.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return all;
}

function rssBytes(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // gone
    }
  }
  return total;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** One multipart upload streamed from a shared buffer; resolves with the status (or the socket error). */
function upload(port: number, path: string, cookie: string, body: Buffer, boundary: string): Promise<string> {
  return new Promise((resolve) => {
    let answered = false;
    const done = (outcome: string) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          cookie,
          origin: `http://127.0.0.1:${port}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          if (text.length < 200) text += chunk.toString();
        });
        res.on('end', () => done(`${res.statusCode} ${JSON.parse(text || '{}').error ?? ''}`.trim()));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done('timeout');
    }, 60_000);
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    // Written in 64 KiB pieces, honouring back-pressure, as a browser's upload would arrive.
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const data = tempDataDir();
const server = await startProcess(
  'apps/server/src/main.ts',
  {
    APP_ROLE: 'api',
    PORT: '0',
    DATA_DIR: data.dir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The bench signs in its 30 users from one address.
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  },
  '/api/ready',
);
try {
  const base = `http://127.0.0.1:${server.port}`;
  const emails = ['demo@learnly.in', ...Array.from({ length: usersNeeded }, (_, i) => `learner${i + 1}@learnly.in`)].slice(
    0,
    usersNeeded,
  );
  const cookies = await Promise.all(emails.map((email) => signInCookie(base, email, 'Learnly@123')));
  const jobs = (await fetch(`${base}/api/core/jobs?page=1`).then((r) => r.json())) as { data: { results: { id: number }[] } };
  const jobIds = jobs.data.results.map((j) => j.id);
  if (jobIds.length < 2) throw new Error('the demo seed has too few jobs');

  const boundary = 'bench-upload-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(uploadBytes - head.length - tail.length, 0x20), tail]);

  const tree = processTree(server.child.pid ?? 0);
  if (process.env.BENCH_DEBUG)
    console.log(
      'server process tree',
      tree,
      tree.map((pid) => rssBytes([pid])),
    );
  // Settle, then take the idle RSS as the baseline.
  for (let i = 0; i < 50; i++) await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
  await new Promise((r) => setTimeout(r, 1000));
  const idleRss = rssBytes(tree);
  let peakRss = idleRss;
  // Sampled on a thread of its own: the main thread is busy writing 690 MB of uploads.
  const sampler = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const { readFileSync } = require('node:fs');
     let peak = 0, samples = 0;
     const rss = () => workerData.reduce((sum, pid) => {
       try { return sum + Number(/VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))[1]) * 1024; } catch { return sum; }
     }, 0);
     const timer = setInterval(() => { samples++; peak = Math.max(peak, rss()); }, 10);
     parentPort.on('message', () => { clearInterval(timer); parentPort.postMessage({ peak, samples }); });`,
    { eval: true, workerData: tree },
  );

  // Measured from a thread of its own too, so the latency is the server's, not this busy client's.
  const health = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const latencies = [];
     let running = true;
     parentPort.on('message', (what) => {
       // 'report' hands over what was measured so far and starts afresh; 'stop' ends.
       if (what === 'report') parentPort.postMessage(latencies.splice(0));
       else running = false;
     });
     (async () => {
       while (running) {
         const started = performance.now();
         await fetch(workerData + '/api/health').then((r) => r.arrayBuffer());
         latencies.push(performance.now() - started);
       }
       parentPort.postMessage(latencies);
     })();`,
    { eval: true, workerData: base },
  );
  // The same health client alone first: the machine's own latency, to read the figure under load against.
  await new Promise((r) => setTimeout(r, 3000));
  const idleLatencies = await new Promise<number[]>((resolve) => {
    health.once('message', resolve);
    health.postMessage('report');
  });

  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: uploads }, (_, i) => {
      const cookie = cookies[i % cookies.length] ?? '';
      const jobId = jobIds[Math.floor(i / cookies.length) % jobIds.length];
      return upload(server.port, `/api/core/jobs/${jobId}/apply`, cookie, body, boundary);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const healthLatencies = await new Promise<number[]>((resolve) => {
    health.once('message', resolve);
    health.postMessage('stop');
  });
  await health.terminate();
  const sampled = await new Promise<{ peak: number; samples: number }>((resolve) => {
    sampler.once('message', resolve);
    sampler.postMessage('stop');
  });
  await sampler.terminate();
  peakRss = Math.max(peakRss, sampled.peak);
  const samples = sampled.samples;

  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${uploads} concurrent uploads of ${mb(uploadBytes)} MB in ${seconds.toFixed(1)} s; outcomes: ${JSON.stringify(counts)}`,
  );
  console.log(
    `server RSS: idle ${mb(idleRss)} MB, peak ${mb(peakRss)} MB, growth ${mb(peakRss - idleRss)} MB (limit 100 MB; ${samples} samples)`,
  );
  console.log(
    `GET /api/health alone before (same client): ${idleLatencies.length} requests, p50 ${percentile(idleLatencies, 50).toFixed(1)} ms, p99 ${percentile(idleLatencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `GET /api/health during the uploads: ${healthLatencies.length} requests, p50 ${percentile(healthLatencies, 50).toFixed(1)} ms, p99 ${percentile(healthLatencies, 99).toFixed(1)} ms, max ${Math.max(...healthLatencies).toFixed(1)} ms (limit p99 200 ms)`,
  );
} finally {
  await server.stop();
  data.remove();
}
