/**
 * A full disk under PGlite: the built server runs on a small tmpfs; once the disk is full a
 * submission answers 507 with a message and Retry-After (the process lives); with space again it
 * saves again without a restart; after kill -9 and a restart every acknowledged one is there.
 * Needs root and permission to mount a tmpfs; skips with the reason otherwise.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listIds,
  registerOver,
  removeBuild,
  startServer,
  stopServer,
  waitHealthy,
  type ServerProcess,
} from '../helpers/server-process.ts';
import { submission } from '../helpers/factories.ts';

function tmpfsUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a small tmpfs needs root';
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-tmpfs-probe-'));
  try {
    const res = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { encoding: 'utf8' });
    if (res.status !== 0) return `cannot mount a tmpfs here: ${(res.stderr || res.error?.message || '').trim()}`;
    spawnSync('umount', [probe]);
    return undefined;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

const unavailable = tmpfsUnavailable();
if (unavailable) console.warn(`[disk-full] skipped: ${unavailable}`);

/** A photo that does not compress, so each submission takes real room. */
async function noisyPhoto(): Promise<string> {
  const raw = Buffer.alloc(700 * 700 * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.floor(Math.random() * 256);
  const jpeg = await sharp(raw, { raw: { width: 700, height: 700, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

describe.skipIf(Boolean(unavailable))('a full disk on PGlite', () => {
  let mountPoint: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  const filler = () => path.join(mountPoint, 'filler');

  beforeAll(() => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-disk-'));
    const res = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(res.stderr);
    env = { DATA_DIR: path.join(mountPoint, 'data') };
  });
  afterAll(async () => {
    await stopServer(server);
    spawnSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
    removeBuild();
  });

  /** Fills the disk with zeros (really allocated) until about `leaveBytes` remain. */
  function fillDisk(leaveBytes: number): void {
    const fd = fs.openSync(filler(), 'w');
    const chunk = Buffer.alloc(4 * 1024 * 1024);
    try {
      for (;;) {
        const { bavail, bsize } = fs.statfsSync(mountPoint);
        const room = bavail * bsize - leaveBytes;
        if (room <= 0) break;
        fs.writeSync(fd, chunk, 0, Math.min(chunk.length, room));
      }
    } finally {
      fs.closeSync(fd);
    }
  }

  it('answers 507 in words, saves again once there is room, and keeps every acknowledged one through kill -9', async () => {
    server = await startServer(env);
    await waitHealthy(server, 120_000);
    const cookie = await registerOver(server.base, `disk-${process.pid}@example.com`);
    const submit = async (petName: string) =>
      fetch(`${server!.base}/api/submit-assessment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(submission({ petName, petPhoto: await noisyPhoto() })),
      });

    fillDisk(2 * 1024 * 1024);
    const acknowledged: number[] = [];
    let full: Response | undefined;
    for (let i = 0; i < 40 && !full; i += 1) {
      const res = await submit(`Full ${i}`);
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
      else if (res.status === 507) full = res;
      else throw new Error(`unexpected ${res.status} ${await res.text()}`);
    }
    expect(full, 'the disk never filled').toBeDefined();
    expect(full!.headers.get('retry-after')).toBe('5');
    expect(await full!.json()).toEqual({
      message: 'The server has run out of storage space, so this was not saved. Please try again later.',
      code: 'INSUFFICIENT_STORAGE',
    });
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);

    fs.rmSync(filler());
    const again = await submit('Room again');
    expect(again.status, await again.clone().text()).toBe(201);
    acknowledged.push(((await again.json()) as { id: number }).id);

    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServer(env, server.port);
    await waitHealthy(server, 120_000);
    const present = new Set(await listIds(server.base, cookie));
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    console.log(
      `[disk-full] ${acknowledged.length - 1} saved before the disk filled, 507 after; ` +
        `all ${acknowledged.length} acknowledged found after kill -9 and a restart`,
    );
  }, 300_000);
});
