/**
 * The catalogue benchmark's yardstick: a bare Fastify in a process of its own (as the shop's API
 * is), answering the bytes of the files it is given, pre-serialised, at `/plain` and, gzipped, at
 * `/gzip`. Prints its address once listening.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [plainFile, gzipFile] = process.argv.slice(2);
const plain = readFileSync(plainFile!);
const gzipped = readFileSync(gzipFile!);
const app = Fastify({ logger: false });
app.get('/plain', (_request, reply) => reply.type('application/json; charset=utf-8').send(plain));
app.get('/gzip', (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(gzipped),
);
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
