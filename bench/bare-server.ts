import { createServer } from 'node:http';

/** The baseline: a bare Node HTTP server answering the same small JSON as /api/health. */
const body = JSON.stringify({ data: { status: 'ok' } });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`LISTENING ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
