import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (the newest installed), or undefined. */
export function postgresBinaries(): string | undefined {
  if (!existsSync('/usr/lib/postgresql')) return undefined;
  const [newest] = readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v) && existsSync(`/usr/lib/postgresql/${v}/bin/pg_basebackup`))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? `/usr/lib/postgresql/${newest}/bin` : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ReplicatedCluster = {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the replica (pg_wal_replay_pause(), pg_last_xact_replay_timestamp()...). */
  onReplica: (sql: string) => Promise<pg.QueryResult>;
  /** Stops the replica at once (a replica that went down). */
  stopReplica: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A PostgreSQL primary of its own (initdb, on a free port) and a streaming replica of it made with
 * pg_basebackup on another port, both in a temporary directory, quick and unsafe for anything but
 * a test (no fsync). PostgreSQL refuses to run as root: as root, its commands run as `postgres`.
 */
export async function startReplicatedCluster(bin: string): Promise<ReplicatedCluster> {
  const base = await mkdtemp(path.join(tmpdir(), 'lp-replica-'));
  const asRoot = process.getuid?.() === 0;
  let uid = 0;
  let gid = 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    uid = Number(stdout.trim());
    gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(base, uid, gid);
  }
  const pgRun = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(base, 'primary');
  const replicaDir = path.join(base, 'replica');
  const options = (port: number) =>
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c shared_buffers=16MB -c max_connections=40`;
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse()) await pgRun('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']).catch(() => {});
    await rm(base, { recursive: true, force: true });
  };
  try {
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    await pgRun('pg_ctl', ['-D', primaryDir, '-o', options(primaryPort), '-l', path.join(base, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '--write-recovery-conf',
      '--wal-method=stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    await pgRun('pg_ctl', ['-D', replicaDir, '-o', options(replicaPort), '-l', path.join(base, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);
  } catch (error) {
    await stop();
    throw error;
  }
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl,
    async onReplica(sql) {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      try {
        return await client.query(sql);
      } finally {
        await client.end();
      }
    },
    async stopReplica() {
      await pgRun('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
      started.splice(started.indexOf(replicaDir), 1);
    },
    stop,
  };
}
