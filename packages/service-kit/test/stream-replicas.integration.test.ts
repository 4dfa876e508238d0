/**
 * The event stream in a NATS cluster (production: three JetStream servers, infra/k8s/base/nats.yaml):
 * with `replicas: 3` (NATS_STREAM_REPLICAS) the transport creates the stream with three copies, or
 * raises an existing one-copy stream to three, and publishing goes on when one server of the three
 * stops. A real cluster of three nats-server processes on loopback (Debian's nats-server, which CI
 * installs); skipped, saying so, only where there is none.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { freePort } from '@phjobs/test-utils/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJetStreamTransport } from '../src/events/jetstream.ts';

const haveServer = spawnSync('nats-server', ['--version']).status === 0;
if (!haveServer) console.warn('stream-replicas.integration: no nats-server on PATH: the cluster test is SKIPPED (CI installs it).');

type Server = { name: string; client: number; process: ChildProcess };
let servers: Server[] = [];
let dir = '';
const urls = () => servers.filter((s) => s.process.exitCode === null && s.process.signalCode === null).map((s) => `nats://127.0.0.1:${s.client}`);

async function startCluster(): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'phjobs-nats-cluster-'));
  const ports = await Promise.all([0, 1, 2].map(async () => ({ client: await freePort(), cluster: await freePort() })));
  const routes = ports.map((p) => `nats://127.0.0.1:${p.cluster}`).join(',');
  servers = ports.map((p, i) => ({
    name: `n${i + 1}`,
    client: p.client,
    process: spawn('nats-server', ['-a', '127.0.0.1', '-p', String(p.client), '-n', `n${i + 1}`, '-js', '-sd', join(dir, `n${i + 1}`), '--cluster_name', 'phjobs-test', '--cluster', `nats://127.0.0.1:${p.cluster}`, '--routes', routes], { stdio: 'ignore' }),
  }));
  // Ready once JetStream has a meta leader: account info answers.
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const nc = await connect({ servers: urls(), timeout: 1_000 });
      try {
        await (await jetstreamManager(nc, { timeout: 1_000 })).getAccountInfo();
        return;
      } finally {
        await nc.close();
      }
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`the NATS cluster did not elect a JetStream leader: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

beforeAll(async () => {
  if (haveServer) await startCluster();
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.process.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((resolve) => (s.process.exitCode !== null || s.process.signalCode !== null ? resolve(null) : s.process.once('exit', resolve)))));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const envelope = () => ({ id: randomUUID(), subject: 'jobs.application.cancelled', occurredAt: new Date().toISOString(), payload: {} });

/** Publishes, trying again for up to 10 s as the outbox relay does (a stream changing its replicas, or losing a server, answers nothing for a moment). */
async function publishRetrying(transport: ReturnType<typeof createJetStreamTransport>): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    if (await transport.publish(envelope()).then(() => true, () => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function streamInfoOnce(stream: string) {
  const nc = await connect({ servers: urls() });
  try {
    return await (await jetstreamManager(nc)).streams.info(stream);
  } finally {
    await nc.close();
  }
}

/** The stream's info, asked again for up to 20 s: while the cluster elects a new meta leader (a server stopped), JetStream's API answers nothing. */
async function streamInfo(stream: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await streamInfoOnce(stream);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

describe.runIf(haveServer)('the event stream on a three-server NATS cluster', () => {
  it('raises a stream made with one copy to three', { timeout: 60_000 }, async () => {
    const stream = `PHJOBS_R1_${randomUUID().slice(0, 8)}`;
    const before = createJetStreamTransport({ servers: urls(), stream, subjectPrefix: `${stream.toLowerCase()}.` });
    await before.publish(envelope());
    await before.close();
    expect((await streamInfo(stream)).config.num_replicas).toBe(1);
    const after = createJetStreamTransport({ servers: urls(), stream, subjectPrefix: `${stream.toLowerCase()}.`, replicas: 3 });
    try {
      expect(await publishRetrying(after)).toBe(true);
      expect((await streamInfo(stream)).config.num_replicas).toBe(3);
      expect((await streamInfo(stream)).state.messages).toBe(2);
    } finally {
      await after.close();
    }
  });

  it('is created with three replicas and keeps taking events when one server stops', { timeout: 60_000 }, async () => {
    const stream = `PHJOBS_R3_${randomUUID().slice(0, 8)}`;
    const transport = createJetStreamTransport({ servers: urls(), stream, subjectPrefix: `${stream.toLowerCase()}.`, replicas: 3 });
    try {
      await transport.publish(envelope());
      const info = await streamInfo(stream);
      expect(info.config.num_replicas).toBe(3);
      expect(info.cluster?.replicas?.length).toBe(2);
      // One of the three goes away (a node drained): two of three still make a quorum.
      servers[2]!.process.kill('SIGTERM');
      await new Promise((resolve) => servers[2]!.process.once('exit', resolve));
      expect(await publishRetrying(transport)).toBe(true);
      expect((await streamInfo(stream)).state.messages).toBe(2);
    } finally {
      await transport.close();
    }
  });
});
