/**
 * The OpenAPI document as a served shop has it, the web app and its pages registered beside the API:
 * redocly's recommended rules find no error in it but the trailing slash of `GET /api/` (the
 * original product's own path), and every operation is named, summarised and says who may call it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, suiteEnvironment } from './support/environment';
import { readOpenApi, type OpenApiDocument } from './support/openApi';
import { APP_SHELL, withWebBuild } from './support/webBuild';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

const env = suiteEnvironment();
let dir: string;
let documentFile: string;
let doc: OpenApiDocument;

beforeAll(async () => {
  doc = await withWebBuild(env, { 'index.html': APP_SHELL }, (app) => readOpenApi(clientOf(app)));
  dir = await mkdtemp(join(tmpdir(), 'toolshop-openapi-'));
  documentFile = join(dir, 'openapi.json');
  await writeFile(documentFile, JSON.stringify(doc));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      operation: operation as Record<string, unknown>,
    })),
  );

/** redocly's recommended rules over the document, as its CLI reports them. */
function redoclyProblems(file: string): Problem[] {
  const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
    encoding: 'utf8',
    // No telemetry and no update check: the lint stays on this machine.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    timeout: 60_000,
  });
  return (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
}

describe('the OpenAPI document beside the web app', () => {
  it("holds the API's calls only, none of the web app's pages", () => {
    expect(operations().filter(({ call }) => !/^\w+ \/api\//.test(call))).toEqual([]);
  });

  it('names and summarises every operation and gives each its security (empty: public)', () => {
    for (const { call, operation } of operations()) {
      expect(operation.operationId, call).toEqual(expect.any(String));
      expect(operation.summary, call).toEqual(expect.any(String));
      expect(Array.isArray(operation.security), call).toBe(true);
    }
  });

  it("passes redocly's recommended rules, the spec's GET /api/ aside", () => {
    const errors = redoclyProblems(documentFile).filter((problem) => problem.severity === 'error');
    expect(errors.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
      { ruleId: 'no-path-trailing-slash', message: '`/api/` should not have a trailing slash.' },
    ]);
  });
});
