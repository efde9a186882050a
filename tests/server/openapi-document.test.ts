/** The served OpenAPI document says what the server really does (issue 20, point 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { api } from '#shared/contracts/index.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    doc = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  const operations = () =>
    Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
      Object.entries(ops as Json).map(([method, op]) => ({ path, method, op: op as Json })),
    );

  it('names every operation by its contract, uniquely', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(api).sort());
  });

  it('has servers, and public operations ask for no security while the others ask for the session', () => {
    expect(doc.servers).toEqual([{ url: '/' }]);
    for (const { op } of operations()) {
      const endpoint = api[op.operationId as keyof typeof api];
      expect(op.security).toEqual(endpoint.access === 'public' ? [] : [{ session: [] }]);
    }
  });

  it('lists the 304 of the answers sent with an ETag, and no other', () => {
    const with304 = operations()
      .filter(({ op }) => op.responses['304'])
      .map(({ op }) => op.operationId)
      .sort();
    expect(with304).toEqual(['getAsset', 'getShareCard', 'getShareStory']);
  });

  it('lists the media types images, assets and the event stream are really sent with', () => {
    const image = doc.paths['/api/images/{key}'].get.responses['200'].content;
    expect(Object.keys(image).sort()).toEqual(['image/jpeg', 'image/webp']);
    expect(image['image/webp'].schema).toEqual({ type: 'string', format: 'binary' });
    const events = doc.paths['/api/discussion-boards/{boardId}/events'].get.responses['200'].content;
    expect(Object.keys(events)).toEqual(['text/event-stream']);
  });

  it('describes the multipart bodies of creating and editing a post, with the image part', () => {
    const create = doc.paths['/api/discussion-boards/{boardId}/posts'].post.requestBody.content;
    expect(create['multipart/form-data'].schema.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(create['multipart/form-data'].schema.properties)).toEqual(
      expect.arrayContaining(['content', 'parentId', 'boardId', 'image']),
    );
    const edit = doc.paths['/api/discussion-boards/{boardId}/posts/{postId}'].patch.requestBody.content;
    expect(Object.keys(edit['multipart/form-data'].schema.properties)).toEqual(
      expect.arrayContaining(['content', 'removeImage', 'image']),
    );
  });
});
