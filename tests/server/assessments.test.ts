import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { appWithTwoOwners, drivers, requestAs, type RegisteredUser, type TestApp } from '../helpers/test-app.ts';
import { asDataUrl, jpegWithGps, pngDataUrl, submission } from '../helpers/factories.ts';
import * as s from '#server/db/schema.ts';
import { ARCHETYPES, codeFor } from '#shared/archetypes.ts';
import { PET_TYPES } from '#shared/pet-types.ts';
import { archetypeContent, textsForSpecies } from '#content/index.ts';
import { forbiddenWordsIn } from '#content/species-vocabulary.ts';

describe.each(drivers)('assessments on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithTwoOwners(driver));
  });
  afterAll(() => t.close());

  const count = async (table: typeof s.assessments | typeof s.uploads) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const submit = (payload: unknown, cookie: string | null = owner.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-assessment',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const as = (cookie: string | null, method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
    requestAs(t.app, cookie, method, url, payload);

  describe('pet types and questions', () => {
    it('lists the five pet types', async () => {
      const res = await t.app.inject({ url: '/api/pet-types' });
      expect(res.json()).toEqual([
        { id: 1, name: 'Dog' },
        { id: 2, name: 'Cat' },
        { id: 3, name: 'Bird' },
        { id: 4, name: 'Rabbit' },
        { id: 5, name: 'Other' },
      ]);
    });

    it('serves multiple-choice questions for every pet type, each option with traitScores', async () => {
      for (const id of [1, 2, 3, 4, 5]) {
        const qs = (await t.app.inject({ url: `/api/questions/${id}` })).json();
        expect(qs.length, `pet type ${id}`).toBeGreaterThanOrEqual(3);
        for (const q of qs) {
          expect(q.text.length).toBeGreaterThan(10);
          expect(q.options.length).toBeGreaterThanOrEqual(2);
          for (const o of q.options) expect(Object.keys(o.traitScores).length).toBeGreaterThan(0);
        }
      }
      const dog = (await t.app.inject({ url: '/api/questions/1' })).json();
      const rabbit = (await t.app.inject({ url: '/api/questions/4' })).json();
      expect(dog[0].text).not.toBe(rabbit[0].text);
    });

    it('answers 404 with a message for a bad pet type id', async () => {
      for (const bad of ['0', '9', 'dog']) {
        const res = await t.app.inject({ url: `/api/questions/${bad}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Pet type not found', code: 'NOT_FOUND' });
      }
    });
  });

  describe('POST /api/submit-assessment', () => {
    it('needs a session', async () => {
      const res = await submit(submission(), null);
      expect(res.statusCode).toBe(401);
    });

    it.each([
      { label: 'a blank petName', overrides: { petName: '   ' }, message: "Please enter your pet's name" },
      { label: '{ petName: undefined }', overrides: { petName: undefined }, message: "Please enter your pet's name" },
      { label: '{ petTypeId: undefined }', overrides: { petTypeId: undefined }, message: 'Pet type missing' },
      { label: '{ petTypeId: 9 }', overrides: { petTypeId: 9 }, message: 'Pet type missing' },
      { label: 'a blank petBreed', overrides: { petBreed: '  ' }, message: 'Breed or species missing' },
      {
        label: '{ petBreed: x.repeat(101) }',
        overrides: { petBreed: 'x'.repeat(101) },
        message: 'Breed or species must be at most 100 characters',
      },
      {
        label: '{ petAge: null, petAgeUnknown: false }',
        overrides: { petAge: null, petAgeUnknown: false },
        message: 'Pet age missing',
      },
      { label: '{ petAge: -1 }', overrides: { petAge: -1 }, message: 'Age must be 0 or more' },
      { label: '{ petAge: 2.5 }', overrides: { petAge: 2.5 }, message: 'Age must be a whole number' },
      {
        label: '{ petBirthMonth: 13 }',
        overrides: { petBirthMonth: 13 },
        message: 'Birth month must be between 1 and 12',
      },
      { label: '{ petBirthDay: 0 }', overrides: { petBirthDay: 0 }, message: 'Birth day must be between 1 and 31' },
      {
        label: '{ petIsRescue: undefined }',
        overrides: { petIsRescue: undefined },
        message: 'Please make a selection',
      },
      {
        label: '{ textResponses: [only one] }',
        overrides: { textResponses: ['only one'] },
        message: 'Something went wrong',
      },
      {
        label: '{ textResponses: undefined }',
        overrides: { textResponses: undefined },
        message: 'Something went wrong',
      },
      {
        label: '1001-character answers',
        overrides: { textResponses: Array(11).fill('x'.repeat(1001)) },
        message: 'Each answer must be at most 1000 characters',
      },
      {
        label: '{ answers: [{ questionId: 999999, optionId: 999999 }] }',
        overrides: { answers: [{ questionId: 999999, optionId: 999999 }] },
        message: 'Something went wrong',
      },
    ])('refuses $label with "$message" and stores nothing', async ({ overrides, message }) => {
      const before = [await count(s.assessments), await count(s.uploads)];
      const res = await submit(submission(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
      expect([await count(s.assessments), await count(s.uploads)]).toEqual(before);
    });

    it('accepts an unknown age and blank answers', async () => {
      const res = await submit(submission({ petAge: null, petAgeUnknown: true, textResponses: Array(11).fill('') }));
      expect(res.statusCode).toBe(201);
    });

    it('analyses and stores the assessment, its four traits and the evidence', async () => {
      const res = await submit(submission());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.id).toEqual(expect.any(Number));
      const scores = {
        independence: body.independenceScore,
        confidence: body.confidenceScore,
        activity: body.activityScore,
        flexibility: body.flexibilityScore,
      };
      for (const v of Object.values(scores)) expect([1, 2, 3, 4]).toContain(v);
      expect(body.archetypeCode).toBe(codeFor(scores));
      expect(body.archetypeId).toBe(ARCHETYPES.find((a) => a.code === body.archetypeCode)!.id);
      // A bold, playful, easy-going dog described in plain words.
      expect(scores.confidence).toBeGreaterThanOrEqual(3);
      expect(scores.flexibility).toBeGreaterThanOrEqual(3);

      const result = (await as(owner.cookie, 'GET', `/api/assessments/${body.id}`)).json();
      expect(result.assessment).toMatchObject({
        id: body.id,
        petName: 'Biscuit',
        petTypeName: 'Dog',
        archetypeCode: body.archetypeCode,
      });
      expect(result.assessment.archetype.traits).toHaveLength(4);
      expect(result.traits.map((x: { name: string; score: number }) => [x.name, x.score])).toEqual([
        ['Independence', scores.independence],
        ['Confidence', scores.confidence],
        ['Activity Level', scores.activity],
        ['Flexibility', scores.flexibility],
      ]);
      const confidence = result.assessment.analysis.traits.confidence;
      expect(confidence.evidence.length).toBeGreaterThan(0);
      for (const e of confidence.evidence) expect(submission().textResponses[e.questionIndex]).toContain(e.phrase);
      expect(result.activities.length).toBeGreaterThanOrEqual(4);
      expect(result.careTips.length).toBeGreaterThanOrEqual(4);
    });

    it('gives species-specific advice: a rabbit is not walked on a lead', async () => {
      const res = await submit(submission({ petTypeId: 4, petBreed: 'Holland Lop' }));
      const result = (await as(owner.cookie, 'GET', `/api/assessments/${res.json().id}`)).json();
      const texts = [...result.activities, ...result.careTips].map((x: { text: string }) => x.text.toLowerCase());
      expect(texts.length).toBeGreaterThanOrEqual(8);
      expect(texts.some((x: string) => /\bleash|lead walk|walk on a lead|on lead\b/.test(x))).toBe(false);
      expect(texts.some((x: string) => /rabbit|hay|binky|bunny/.test(x))).toBe(true);
    });

    it.each(PET_TYPES.map((p) => [p.species, p.id] as const))(
      "a %s's result and shared page carry its own species' activities, care tips and texts, with no word of another animal",
      async (species, petTypeId) => {
        const breed = {
          dog: 'Border Collie',
          cat: 'Ragdoll',
          bird: 'Budgerigar',
          rabbit: 'Holland Lop',
          other: 'Guinea pig',
        };
        const res = await submit(submission({ petTypeId, petBreed: breed[species] }));
        expect(res.statusCode, res.body).toBe(201);
        const { id } = res.json();
        const result = (await as(owner.cookie, 'GET', `/api/assessments/${id}`)).json();
        const content = archetypeContent[result.assessment.archetypeId - 1]!;
        const own = textsForSpecies(content, species);
        const texts = (list: { text: string }[]) => list.map((x) => x.text);
        expect(texts(result.activities)).toEqual(content.activities[species].map((x) => x.text));
        expect(texts(result.careTips)).toEqual(content.careTips[species]);
        expect(result.assessment.archetype.description).toBe(own.description);
        expect(result.assessment.archetype.traits).toEqual(own.traits);
        const shownOnResults = [
          result.assessment.archetype.description,
          result.assessment.archetypeDescription,
          ...result.assessment.archetype.traits,
          ...texts(result.activities),
          ...texts(result.careTips),
        ];
        expect(shownOnResults.flatMap((x) => forbiddenWordsIn(x, species))).toEqual([]);

        await as(owner.cookie, 'POST', `/api/assessments/${id}/share`);
        const shared = (await t.app.inject({ url: `/api/shared-assessments/${id}` })).json();
        expect(shared.assessment.archetypeDescription).toBe(own.description);
        expect(texts(shared.activities)).toEqual(texts(result.activities));
        expect(texts(shared.careTips)).toEqual(texts(result.careTips));
        const shownShared = [
          shared.assessment.archetypeDescription,
          ...texts(shared.activities),
          ...texts(shared.careTips),
        ];
        expect(shownShared.flatMap((x) => forbiddenWordsIn(x, species))).toEqual([]);
      },
    );

    it('stores nothing when the transaction fails part way', async () => {
      await t.database.db.execute(sql`
        create or replace function pawtype_fail_traits() returns trigger as $$
        begin raise exception 'injected failure'; end; $$ language plpgsql`);
      await t.database.db.execute(sql`
        create trigger pawtype_fail before insert on assessments for each row execute function pawtype_fail_traits()`);
      try {
        // The photo is stored first, then the assessment insert fails: the photo must be rolled back too.
        const before = [await count(s.assessments), await count(s.uploads)];
        const res = await submit(submission({ petPhoto: await pngDataUrl() }));
        expect(res.statusCode).toBe(500);
        expect(res.json().message).not.toContain('injected');
        expect([await count(s.assessments), await count(s.uploads)]).toEqual(before);
      } finally {
        await t.database.db.execute(sql`drop trigger pawtype_fail on assessments`);
      }
    });
  });

  describe('reading, editing and deleting', () => {
    let id: number;
    beforeAll(async () => {
      id = (await submit(submission({ petName: 'Mochi', petTypeId: 2, petBreed: 'Ragdoll' }))).json().id;
    });

    it('lists only the owner’s assessments, newest first, in the list-item shape', async () => {
      const later = (await submit(submission({ petName: 'Pip' }))).json().id;
      const list = (await as(owner.cookie, 'GET', '/api/assessments')).json();
      expect(list[0].id).toBe(later);
      expect(list.map((a: { id: number }) => a.id)).toContain(id);
      expect(Object.keys(list[0]).sort()).toEqual([
        'archetypeId',
        'archetypeName',
        'date',
        'id',
        'petName',
        'petPhoto',
        'petTypeName',
      ]);
      expect((await as(other.cookie, 'GET', '/api/assessments')).json()).toEqual([]);
      expect((await as(null, 'GET', '/api/assessments')).statusCode).toBe(401);
    });

    it('answers 404 to anyone but the owner, for every route', async () => {
      for (const [method, url, payload] of [
        ['GET', `/api/assessments/${id}`],
        ['PATCH', `/api/assessments/${id}`, { petName: 'Stolen' }],
        ['DELETE', `/api/assessments/${id}`],
        ['POST', `/api/assessments/${id}/share`],
        ['DELETE', `/api/assessments/${id}/share`],
      ] as const) {
        const res = await as(other.cookie, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });
        expect((await as(null, method, url, payload)).statusCode).toBe(401);
      }
      const result = (await as(owner.cookie, 'GET', `/api/assessments/${id}`)).json();
      expect(result.assessment.petName).toBe('Mochi');
      expect((await as(owner.cookie, 'GET', '/api/assessments/999999')).statusCode).toBe(404);
      expect((await as(owner.cookie, 'GET', '/api/assessments/abc')).statusCode).toBe(404);
    });

    it('renames with a trimmed, non-empty name', async () => {
      const res = await as(owner.cookie, 'PATCH', `/api/assessments/${id}`, { petName: '  Mochi Bean  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().assessment.petName).toBe('Mochi Bean');
      const blank = await as(owner.cookie, 'PATCH', `/api/assessments/${id}`, { petName: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Pet name required');
      const nothing = await as(owner.cookie, 'PATCH', `/api/assessments/${id}`, {});
      expect(nothing.statusCode).toBe(400);
      expect((await as(owner.cookie, 'GET', `/api/assessments/${id}`)).json().assessment.petName).toBe('Mochi Bean');
    });

    it('deletes the assessment, its traits and its photo', async () => {
      const created = (await submit(submission({ petPhoto: await pngDataUrl() }))).json();
      const before = [await count(s.assessments), await count(s.uploads)];
      const res = await as(owner.cookie, 'DELETE', `/api/assessments/${created.id}`);
      expect(res.statusCode).toBe(204);
      expect((await as(owner.cookie, 'GET', `/api/assessments/${created.id}`)).statusCode).toBe(404);
      expect([await count(s.assessments), await count(s.uploads)]).toEqual([before[0]! - 1, before[1]! - 1]);
      expect((await t.app.inject({ url: created.petPhoto })).statusCode).toBe(404);
    });
  });

  describe('sharing', () => {
    it('is off until the owner shares, carries no owner data or answers, and can be stopped', async () => {
      const { id } = (await submit(submission({ petName: 'Sunny' }))).json();
      expect((await t.app.inject({ url: `/api/shared-assessments/${id}` })).statusCode).toBe(404);
      const on = await as(owner.cookie, 'POST', `/api/assessments/${id}/share`);
      expect(on.json()).toEqual({ id, isShared: true, url: `/shared/${id}` });
      const shared = await t.app.inject({ url: `/api/shared-assessments/${id}` });
      expect(shared.statusCode).toBe(200);
      const body = shared.json();
      expect(body.assessment).toMatchObject({ id, petName: 'Sunny', petTypeName: 'Dog' });
      expect(body.traits).toHaveLength(4);
      expect(body.activities.length).toBeGreaterThan(0);
      const text = JSON.stringify(body);
      expect(text).not.toContain('userId');
      expect(text).not.toContain('textResponses');
      expect(text).not.toContain('analysis');
      expect(text).not.toContain('terrier who greets');
      expect(text).not.toMatch(/@example\.com/);
      const off = await as(owner.cookie, 'DELETE', `/api/assessments/${id}/share`);
      expect(off.json().isShared).toBe(false);
      const gone = await t.app.inject({ url: `/api/shared-assessments/${id}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('Results not found');
      expect((await t.app.inject({ url: '/api/shared-assessments/abc' })).statusCode).toBe(404);
    });
  });

  describe('photos', () => {
    it('stores a PNG and serves it at its own URL with long-lived caching', async () => {
      const res = await submit(submission({ petPhoto: await pngDataUrl(200, 100) }));
      const { petPhoto } = res.json();
      expect(petPhoto).toMatch(/^\/api\/images\/[\w-]+$/);
      const img = await t.app.inject({ url: petPhoto });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/(webp|jpeg|png)$/);
      expect(img.headers['cache-control']).toContain('immutable');
      const meta = await sharp(img.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([200, 100]);
      const list = (await as(owner.cookie, 'GET', '/api/assessments')).json();
      expect(list.every((a: { petPhoto: string | null }) => !a.petPhoto?.startsWith('data:'))).toBe(true);
    });

    it('strips GPS and other metadata from a JPEG and bounds it to 1024 px', async () => {
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await submit(submission({ petPhoto: asDataUrl(original, 'image/jpeg') }));
      const img = await t.app.inject({ url: res.json().petPhoto });
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(Math.max(meta.width!, meta.height!)).toBe(1024);
      expect(img.rawPayload.includes(Buffer.from('PawPhone'))).toBe(false);
    });

    it('refuses an HTML file named .png and stores nothing', async () => {
      const before = [await count(s.assessments), await count(s.uploads)];
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const res = await submit(submission({ petPhoto: asDataUrl(html, 'image/png') }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not an image/);
      expect([await count(s.assessments), await count(s.uploads)]).toEqual(before);
    });

    it('refuses a 6 MB file with the size message and stores nothing', async () => {
      const before = [await count(s.assessments), await count(s.uploads)];
      const big = Buffer.alloc(6 * 1024 * 1024, 7);
      const res = await submit(submission({ petPhoto: asDataUrl(big, 'image/png') }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Image too large. Please select an image smaller than 5MB.');
      expect([await count(s.assessments), await count(s.uploads)]).toEqual(before);
    });

    it('replaces the photo through PATCH and removes the old one', async () => {
      const { id, petPhoto } = (await submit(submission({ petPhoto: await pngDataUrl() }))).json();
      const res = await as(owner.cookie, 'PATCH', `/api/assessments/${id}`, { petPhoto: await pngDataUrl(30, 30) });
      expect(res.statusCode).toBe(200);
      const next = res.json().assessment.petPhoto;
      expect(next).not.toBe(petPhoto);
      expect((await t.app.inject({ url: next })).statusCode).toBe(200);
      expect((await t.app.inject({ url: petPhoto })).statusCode).toBe(404);
      const bad = await as(owner.cookie, 'PATCH', `/api/assessments/${id}`, { petPhoto: 'https://example.com/x.png' });
      expect(bad.statusCode).toBe(400);
    });
  });
});
