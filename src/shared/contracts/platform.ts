/** Health, the seeded assets and stored images: endpoints. */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { IMAGE_NOT_FOUND } from '#shared/rules/platform.ts';

export const platformEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'The app and its database answer (503 while the database is away)',
    tag: 'platform',
    status: 200,
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    summary: 'Liveness: the process runs and answers (a process manager restarts it when this fails)',
    tag: 'platform',
    status: 200,
    response: z.object({ status: z.literal('ok'), uptime: z.number().int() }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    summary: 'Readiness: the database answers too (send traffic only while this is 200; 503 otherwise)',
    tag: 'platform',
    status: 200,
    response: z.object({
      status: z.literal('ready'),
      database: z.enum(['pglite', 'postgres']),
      /** How account e-mails leave; `problem` names what is missing (readiness does not fail on it). */
      mail: z.object({
        transport: z.enum(['sendgrid', 'outbox', 'none']),
        ready: z.boolean(),
        problem: z.string().nullable(),
      }),
    }),
  }),
  getAsset: endpoint({
    method: 'GET',
    path: '/api/assets/:name',
    access: 'public',
    summary: 'A seeded image (archetype art, illustrations, famous animals), SVG or PNG',
    tag: 'platform',
    params: z.object({
      name: z
        .string()
        .transform((n) => n.replace(/\.(svg|png)$/, ''))
        .pipe(z.string().regex(/^[a-z0-9-]{1,80}$/, IMAGE_NOT_FOUND)),
    }),
    /** `v`: the content version the URL was made with (src/shared/archetype-pictures.ts); a match is cached for a year. */
    query: z.object({ v: z.string().max(64).optional() }),
    status: 200,
    response: null,
    binary: ['image/svg+xml', 'image/png'],
    notModified: true,
  }),
  getImage: endpoint({
    method: 'GET',
    path: '/api/images/:key',
    access: 'public',
    summary: 'A stored, re-encoded upload (pet photos, post images); keys are random',
    tag: 'platform',
    params: z.object({ key: z.string().regex(/^[\w-]{10,64}$/, IMAGE_NOT_FOUND) }),
    status: 200,
    response: null,
    // Re-encoded uploads: JPEG, or WebP when the original had transparency (PNG, WebP, GIF).
    binary: ['image/jpeg', 'image/webp'],
  }),
};
