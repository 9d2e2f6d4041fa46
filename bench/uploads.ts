import { request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { signInCookie, startProcess, tempDataDir } from './harness.ts';
import { processTree, rssBytes, sampleRss } from './process-memory.ts';

/**
 * `npx tsx bench/uploads.ts` (issue 13 part 5, issue 29 finding 6): a real listening API server
 * (APP_ROLE=api, demo seed, PGlite) takes UPLOADS (60) concurrent uploads, two per seeded user (the
 * per-uploader bound), while one client measures GET /api/health back to back. Two rounds, one
 * after the other (BENCH_ROUTES=resume or =interview runs one): résumés of UPLOAD_MB (11.5) MB to
 * /api/core/jobs/{id}/apply, and interview recordings (a WebM lasting 120 s) of INTERVIEW_MB (10.9)
 * MB to /api/core/interviews/{id}/question/{qid}/attempt. Reports, per round, the server's RSS
 * growth over its idle RSS just before the round (whole process tree, sampled every 10 ms) and the
 * health latency percentiles while the uploads run. Bounded: uploads time out after 60 s.
 */
const uploads = Number(process.env.UPLOADS ?? 60);
const uploadBytes = Math.round(Number(process.env.UPLOAD_MB ?? 11.5) * 1024 * 1024);
const interviewBytes = Math.round(Number(process.env.INTERVIEW_MB ?? 10.9) * 1024 * 1024);
const routes = (process.env.BENCH_ROUTES ?? 'resume,interview').split(',').map((r) => r.trim());
const usersNeeded = Math.ceil(uploads / 2);

/**
 * A WebM shaped like MediaRecorder's (no Duration, clusters of unknown size) of exactly `size`
 * bytes lasting `seconds`: one cluster per second, its blocks padded with bytes to fill the size.
 */
function largeWebm(size: number, seconds: number): Buffer {
  const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  const docType = [0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d];
  const version = [0x42, 0x86, 0x81, 0x01];
  const scale = [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]; // TimecodeScale 1 ms
  const head = Buffer.from([
    ...[0x1a, 0x45, 0xdf, 0xa3, 0x80 | (docType.length + version.length), ...version, ...docType],
    ...[0x18, 0x53, 0x80, 0x67, ...unknownSize],
    ...[0x15, 0x49, 0xa9, 0x66, 0x80 | scale.length, ...scale],
  ]);
  const clusters = seconds + 1;
  // Per cluster: its header (12) + timecode (6) + a SimpleBlock header (5) + 4 bytes of block header.
  const overhead = 12 + 6 + 5 + 4;
  const payload = Math.floor((size - head.length) / clusters) - overhead;
  const parts: Buffer[] = [head];
  let written = head.length;
  for (let s = 0; s < clusters; s++) {
    const fill = s === clusters - 1 ? size - written - overhead : payload;
    const ms = s * 1000;
    const blockSize = 4 + fill;
    parts.push(
      Buffer.from([
        ...[0x1f, 0x43, 0xb6, 0x75, ...unknownSize],
        ...[0xe7, 0x84, (ms >>> 24) & 0xff, (ms >>> 16) & 0xff, (ms >>> 8) & 0xff, ms & 0xff],
        // SimpleBlock with a 4-byte size: track 1, relative time 0, key frame.
        ...[0xa3, 0x10 | ((blockSize >>> 24) & 0x0f), (blockSize >>> 16) & 0xff, (blockSize >>> 8) & 0xff, blockSize & 0xff],
        ...[0x81, 0x00, 0x00, 0x80],
      ]),
      Buffer.alloc(fill, 0x5a),
    );
    written += overhead + fill;
  }
  return Buffer.concat(parts);
}

function multipart(boundary: string, field: string, filename: string, type: string, file: Buffer): Buffer {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
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
  const boundary = 'bench-upload-boundary';
  const tree = processTree(server.child.pid ?? 0);
  if (process.env.BENCH_DEBUG)
    console.log(
      'server process tree',
      tree,
      tree.map((pid) => rssBytes([pid])),
    );
  // Settle before the first round.
  for (let i = 0; i < 50; i++) await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());

  for (const route of routes) {
    let body: Buffer;
    let pathFor: (i: number) => string;
    if (route === 'resume') {
      const jobs = (await fetch(`${base}/api/core/jobs?page=1`).then((r) => r.json())) as {
        data: { results: { id: number }[] };
      };
      const jobIds = jobs.data.results.map((j) => j.id);
      if (jobIds.length < 2) throw new Error('the demo seed has too few jobs');
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(uploadBytes - 9, 0x20)]);
      body = multipart(boundary, 'resume', 'big.pdf', 'application/pdf', pdf);
      pathFor = (i) => `/api/core/jobs/${jobIds[Math.floor(i / cookies.length) % jobIds.length]}/apply`;
    } else if (route === 'interview') {
      // A free interview with two questions or more: each user answers two of them at once.
      const list = (await fetch(`${base}/api/core/interviews?page=1&page_size=100`).then((r) => r.json())) as {
        data: { results: { id: number; isPremium: boolean; questionCount: number }[] };
      };
      const interview = list.data.results.find((i) => !i.isPremium && i.questionCount >= 2);
      if (!interview) throw new Error('the demo seed has no free interview with two questions');
      const detail = (await fetch(`${base}/api/core/interviews/${interview.id}`).then((r) => r.json())) as {
        data: { questions: { id: number }[] };
      };
      const questionIds = detail.data.questions.map((q) => q.id);
      for (const cookie of cookies) {
        const started = await fetch(`${base}/api/core/interviews/${interview.id}/start`, {
          method: 'POST',
          headers: { cookie, origin: base },
        });
        if (!started.ok) throw new Error(`starting the interview failed: ${started.status} ${await started.text()}`);
      }
      body = multipart(boundary, 'media', 'answer.webm', 'video/webm', largeWebm(interviewBytes - 200, 120));
      pathFor = (i) =>
        `/api/core/interviews/${interview.id}/question/${questionIds[Math.floor(i / cookies.length) % questionIds.length]}/attempt`;
    } else {
      throw new Error(`unknown route ${route} (BENCH_ROUTES takes resume and/or interview)`);
    }
    await round(route, body, (i) => ({ path: pathFor(i), cookie: cookies[i % cookies.length] ?? '' }));
  }

  async function round(name: string, body: Buffer, target: (i: number) => { path: string; cookie: string }) {
    // Settle, then take the idle RSS as this round's baseline.
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssBytes(tree);
    // Sampled on a thread of its own: the main thread is busy writing 690 MB of uploads.
    const sampler = sampleRss(tree);

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
        const { path, cookie } = target(i);
        return upload(server.port, path, cookie, body, boundary);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const healthLatencies = await new Promise<number[]>((resolve) => {
      health.once('message', resolve);
      health.postMessage('stop');
    });
    await health.terminate();
    const sampled = await sampler.stop();
    const peakRss = Math.max(idleRss, sampled.peak);
    // What is still held once the uploads are answered (the finding measured it 10 s later).
    await new Promise((r) => setTimeout(r, 10_000));
    const heldRss = rssBytes(tree);

    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `\n[${name}] ${uploads} concurrent uploads of ${mb(body.length)} MB in ${seconds.toFixed(1)} s; outcomes: ${JSON.stringify(counts)}`,
    );
    console.log(
      `[${name}] server RSS: idle ${mb(idleRss)} MB, peak ${mb(peakRss)} MB, growth ${mb(peakRss - idleRss)} MB (limit 100 MB; ${sampled.samples} samples); 10 s later ${mb(heldRss - idleRss)} MB over idle`,
    );
    console.log(
      `[${name}] GET /api/health alone before (same client): ${idleLatencies.length} requests, p50 ${percentile(idleLatencies, 50).toFixed(1)} ms, p99 ${percentile(idleLatencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `[${name}] GET /api/health during the uploads: ${healthLatencies.length} requests, p50 ${percentile(healthLatencies, 50).toFixed(1)} ms, p99 ${percentile(healthLatencies, 99).toFixed(1)} ms, max ${Math.max(...healthLatencies).toFixed(1)} ms (limit p99 200 ms)`,
    );
  }
} finally {
  await server.stop();
  data.remove();
}
