// A PDF check thread: loads the TypeScript check through tsx (a worker starts as plain Node, also
// under vitest), then answers one verdict per message { id, path, limits } for as long as it lives.
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { inspectPdf } = await import('./pdf-check.ts');
await import('pdfjs-dist/legacy/build/pdf.mjs');

parentPort.on('message', async ({ id, path, limits }) => {
  try {
    const bytes = new Uint8Array(await readFile(path));
    parentPort.postMessage({ id, verdict: await inspectPdf(bytes, limits) });
  } catch (error) {
    parentPort.postMessage({ id, verdict: { ok: false, reason: 'unreadable', detail: String(error).slice(0, 200) } });
  }
});
parentPort.postMessage({ ready: true });
