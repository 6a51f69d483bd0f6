import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEventStream, type HeldStream } from '../../src/main/eventStream';
import { createTokenVault, type TokenVault } from '../../src/main/tokenVault';
import type { Order, ShopEvent } from '../../src/shared/entities';
import type { EventStreamStatus } from '../../src/shared/sse';
import { startSseServer, type SseServer } from './sseServer';

// The server sees an aborted stream's socket close only when its event loop gets to it: on a loaded
// CI machine that has taken over a second.
const SOCKET_CLOSE_WAIT = { timeout: 10_000 };

const order = { _id: 'o1', email: 'buyer@toolshop.test', name: 'Drill', quantity: 2, state: 'paid' } as Order;
const paid: ShopEvent = { kind: 'order', type: 'paid', order };

describe('events stream held by main', () => {
  let sse: SseServer;
  let dir: string;
  let vault: TokenVault;
  let stream: HeldStream | null;
  let events: ShopEvent[];
  let statuses: EventStreamStatus[];
  let delays: number[];

  const hold = (idleTimeoutMs?: number) => {
    stream = holdEventStream({
      apiBase: sse.apiBase,
      vault,
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      delay: (attempt) => {
        delays.push(attempt);
        return 20;
      },
      idleTimeoutMs,
    });
  };

  beforeEach(async () => {
    sse = await startSseServer();
    dir = await mkdtemp(join(tmpdir(), 'toolshop-events-'));
    // No OS encryption: the vault keeps the token in memory, which is all these tests need.
    vault = createTokenVault({
      file: join(dir, 'token.bin'),
      cipher: { available: false, encrypt: async () => Buffer.alloc(0), decrypt: async () => '' },
    });
    await vault.set('token-1');
    stream = null;
    events = [];
    statuses = [];
    delays = [];
  });

  afterEach(async () => {
    stream?.stop();
    await sse.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('opens GET /events with the vault’s bearer, goes live and forwards events, not keep-alives', async () => {
    hold();
    await vi.waitFor(() => expect(statuses).toEqual(['live']));
    expect(sse.bearers).toEqual(['Bearer token-1']);
    sse.comment();
    sse.push(paid);
    await vi.waitFor(() => expect(events).toEqual([paid]));
    expect(stream?.status).toBe('live');
  });

  it('reports a drop as offline and reconnects with backoff, back to live', async () => {
    hold();
    await vi.waitFor(() => expect(sse.open()).toBe(1));
    sse.answer(503);
    sse.dropAll();
    await vi.waitFor(() => expect(delays.slice(0, 3)).toEqual([0, 1, 2]));
    expect(statuses).toEqual(['live', 'offline']);
    sse.answer(200);
    await vi.waitFor(() => expect(statuses).toEqual(['live', 'offline', 'live']));
    // Back up: the next drop starts the backoff from the beginning again.
    delays.length = 0;
    sse.dropAll();
    await vi.waitFor(() => expect(delays[0]).toBe(0));
  });

  it('says unauthorized on a 401, keeps trying, and reconnects at once with a renewed token', async () => {
    sse.answer(401);
    hold();
    await vi.waitFor(() => expect(delays.length).toBeGreaterThanOrEqual(2));
    expect(statuses).toEqual(['unauthorized']);
    sse.answer(200);
    await vault.set('token-2');
    await vi.waitFor(() => expect(statuses).toEqual(['unauthorized', 'live']));
    expect(sse.bearers.at(-1)).toBe('Bearer token-2');
  });

  it('a new sign-in replaces the stream with one under the new token, without going offline', async () => {
    hold();
    await vi.waitFor(() => expect(statuses).toEqual(['live']));
    await vault.set('token-2');
    await vi.waitFor(() => expect(sse.bearers).toEqual(['Bearer token-1', 'Bearer token-2']));
    await vi.waitFor(() => expect(sse.open()).toBe(1));
    expect(statuses).toEqual(['live']);
  });

  it('a logout closes the stream and nothing is tried until the next sign-in', async () => {
    hold();
    await vi.waitFor(() => expect(statuses).toEqual(['live']));
    await vault.clear();
    await vi.waitFor(() => expect(sse.open()).toBe(0), SOCKET_CLOSE_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sse.bearers).toHaveLength(1);
    expect(statuses).toEqual(['live', 'unauthorized']);
    await vault.set('token-2');
    await vi.waitFor(() => expect(statuses).toEqual(['live', 'unauthorized', 'live']));
  });

  it('treats a silent connection (no keep-alive) as dropped', async () => {
    hold(150);
    await vi.waitFor(() => expect(statuses).toEqual(['live']));
    await vi.waitFor(() => expect(statuses.slice(0, 3)).toEqual(['live', 'offline', 'live']));
  });

  it('stop closes the connection and reports nothing more', async () => {
    hold();
    await vi.waitFor(() => expect(sse.open()).toBe(1));
    stream?.stop();
    await vi.waitFor(() => expect(sse.open()).toBe(0), SOCKET_CLOSE_WAIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statuses).toEqual(['live']);
    expect(sse.bearers).toHaveLength(1);
  });
});
