import fs from 'node:fs';
import http from 'node:http';

/**
 * The benchmark's yardstick: a bare node:http server answering each path with the exact status,
 * headers and bytes the real server sent for it (captured by main.ts into a JSON file).
 * Usage: node --import tsx scripts/bench/raw-server.ts <fixtures.json> <port>
 */
interface Fixture {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

const [fixturesFile, portText] = process.argv.slice(2);
if (!fixturesFile || !portText) throw new Error('usage: raw-server.ts <fixtures.json> <port>');
const fixtures = JSON.parse(fs.readFileSync(fixturesFile, 'utf8')) as Record<string, Fixture>;
const answers = new Map(
  Object.entries(fixtures).map(([url, f]) => [
    url,
    { status: f.status, headers: f.headers, body: Buffer.from(f.body, 'base64') },
  ]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(Number(portText), '127.0.0.1', () => {
  const address = server.address();
  console.log(`raw server listening on ${typeof address === 'object' ? address?.port : portText}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
