import { readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** The pids of `pid` and all its descendants (tsx runs the server in a child of its own). */
export function processTree(pid: number): number[] {
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

/** The resident memory of these processes together, in bytes (those gone count nothing). */
export function rssBytes(pids: number[]): number {
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

/**
 * Samples the processes' RSS every 10 ms on a thread of its own (the main thread is busy sending
 * the uploads) until `stop()`, which hands back the peak and the number of samples.
 */
export function sampleRss(pids: number[]): { stop: () => Promise<{ peak: number; samples: number }> } {
  const sampler = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const { readFileSync } = require('node:fs');
     let peak = 0, samples = 0;
     const rss = () => workerData.reduce((sum, pid) => {
       try { return sum + Number(/VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))[1]) * 1024; } catch { return sum; }
     }, 0);
     const timer = setInterval(() => { samples++; peak = Math.max(peak, rss()); }, 10);
     parentPort.on('message', () => { clearInterval(timer); parentPort.postMessage({ peak, samples }); });`,
    { eval: true, workerData: pids },
  );
  return {
    async stop() {
      const sampled = await new Promise<{ peak: number; samples: number }>((resolve) => {
        sampler.once('message', resolve);
        sampler.postMessage('stop');
      });
      await sampler.terminate();
      return sampled;
    },
  };
}
