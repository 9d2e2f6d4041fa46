import { type ChildProcess, spawn } from 'node:child_process';
import { root, tempDataDir } from './harness.ts';

export type RestartRow = { name: string; medianMs: number; samplesMs: number[]; ratio?: string };

type Started = { child: ChildProcess; readyAfterMs: number };

/**
 * Spawns `node --import tsx <script>` (not the tsx launcher, so that SIGKILL reaches the server
 * itself) and resolves once it answers `readyPath` (or prints LISTENING), with the time that took.
 */
async function start(script: string, env: Record<string, string>, readyPath?: string): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/LISTENING (\d+)|running at http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1] ?? match[2]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  if (readyPath) {
    while (
      !(await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { child, readyAfterMs: performance.now() - began };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Issue 13 part 9: a restart right after `kill -9` beside a start after a clean stop, on the same
 * seeded embedded database, and a bare Node server's start as the floor. The figure that matters is
 * the ratio: a stale lock (or a slow recovery) would show as a restart much slower than a start.
 */
export async function benchRestart({ rounds }: { rounds: number }): Promise<RestartRow[]> {
  const data = tempDataDir();
  const env = { APP_ROLE: 'api', PORT: '0', HOST: '127.0.0.1', DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  try {
    console.log('\nRestart: seeding a data directory once...');
    const seeding = await start('apps/server/src/main.ts', env, '/api/ready');
    seeding.child.kill('SIGTERM');
    await exited(seeding.child);

    const bare: number[] = [];
    const clean: number[] = [];
    const afterKill: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const floor = await start('bench/bare-server.ts', {});
      bare.push(floor.readyAfterMs);
      floor.child.kill('SIGTERM');
      await exited(floor.child);

      const server = await start('apps/server/src/main.ts', env, '/api/ready');
      clean.push(server.readyAfterMs);
      server.child.kill('SIGKILL');
      await exited(server.child);
      // At once, as a supervisor would: the lock of the killed process must not hold this one up.
      const restarted = await start('apps/server/src/main.ts', env, '/api/ready');
      afterKill.push(restarted.readyAfterMs);
      restarted.child.kill('SIGTERM');
      await exited(restarted.child);
    }
    const cleanMedian = median(clean);
    const rows: RestartRow[] = [
      { name: 'bare node http: spawn to listening (floor)', medianMs: median(bare), samplesMs: bare },
      { name: 'server, after a clean stop: spawn to /api/ready', medianMs: cleanMedian, samplesMs: clean },
      {
        name: 'server, right after kill -9: spawn to /api/ready',
        medianMs: median(afterKill),
        samplesMs: afterKill,
        ratio: `${((median(afterKill) / cleanMedian) * 100).toFixed(0)}% of a clean start`,
      },
    ];
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(52)} median ${Math.round(row.medianMs)} ms  (${row.samplesMs.map(Math.round).join(', ')})${row.ratio ? `  ${row.ratio}` : ''}`,
      );
    }
    return rows;
  } finally {
    data.remove();
  }
}
