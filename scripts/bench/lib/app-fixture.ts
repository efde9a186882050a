/** Starts the built app on a fresh PGlite folder with one owner and one assessment, for browser benchmarks. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerUser, startProcess, submitAssessment, type Started } from './proc.ts';

export interface AppFixture {
  app: Started;
  cookie: string;
  assessmentId: number;
  /** The pages the issue measures: signed out first, then signed in. */
  pages: { name: string; path: string; signedIn: boolean }[];
  close(): Promise<void>;
}

export async function startAppFixture(): Promise<AppFixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtype-web-'));
  const app = await startProcess(['dist/server/main.js'], { env: { DATA_DIR: dir, REGISTER_LIMIT: '1000' } });
  const cookie = await registerUser(app.url);
  const assessmentId = await submitAssessment(app.url, cookie);
  const pages = [
    { name: '/welcome (signed out)', path: '/welcome', signedIn: false },
    { name: '/ (signed in)', path: '/', signedIn: true },
    { name: '/results/{id}', path: `/results/${assessmentId}`, signedIn: true },
    { name: '/archetype-library', path: '/archetype-library', signedIn: true },
  ];
  // A server in use has run its code before: each page's HTML and the calls its screen makes first are
  // asked for once, so the measured load does not share the machine's two cores with the server's
  // first compilation of those routes (its JIT), which a visitor to a running server never meets.
  for (const page of pages) {
    const headers = page.signedIn ? { cookie } : undefined;
    for (const url of [page.path, '/api/user', `/api/assessments/${assessmentId}`, '/api/assessments'])
      await (await fetch(app.url + url, { headers })).arrayBuffer();
  }
  return {
    app,
    cookie,
    assessmentId,
    pages,
    close: async () => {
      await app.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../chromium.ts';
