import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export type Figure = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

export const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** Starts a child that prints `LISTENING <port>` or answers on /api/ready; resolves its port. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath?: string,
): Promise<{ child: ChildProcess; port: number; stop: () => Promise<void> }> {
  const child = spawn(tsx, [script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/LISTENING (\d+)/);
      if (listening) resolve(Number(listening[1]));
      const running = output.match(/running at http:\/\/localhost:(\d+)/);
      if (running) resolve(Number(running[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  if (readyPath) await answersOk(`http://127.0.0.1:${port}${readyPath}`);
  return { child, port, stop };
}

/** Polls `url` every 200 ms until it answers 2xx (true) or `withinMs` pass (false). */
export async function answersOk(url: string, withinMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lp-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function measure(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; duration: number; connections: number },
): Promise<Figure> {
  const result = await autocannon({
    url,
    headers: options.headers,
    duration: options.duration,
    connections: options.connections,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Signs in through Auth.js's credentials flow, as the web does, and returns the cookie header. */
export async function signInCookie(
  base: string,
  email: string,
  password: string,
  /** More form fields: `totp` for a staff account's authenticator code. */
  extra: Record<string, string> = {},
): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; '), origin: base },
    body: new URLSearchParams({ csrfToken, email, password, ...extra }).toString(),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c?.includes('session-token'));
  if (session.length === 0) throw new Error(`bench sign-in failed: ${res.status}`);
  return session.join('; ');
}

export function printTable(rows: (Figure & { ratio?: string })[]): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs baseline'];
  const lines = rows.map((r) => [
    r.name,
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    String(r.non2xx),
    r.ratio ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** A new, empty PostgreSQL database on the server of `adminUrl`, for one bench pass; `drop` removes it. */
export async function scratchPostgres(
  adminUrl: string,
  prefix = 'lp_bench',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
