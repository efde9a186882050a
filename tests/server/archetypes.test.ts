import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';
import { ARCHETYPES } from '#shared/archetypes.ts';
import { archetypeContent, textsForSpecies } from '#content/index.ts';
import { forbiddenWordsIn } from '#content/species-vocabulary.ts';
import { SPECIES } from '#shared/pet-types.ts';

describe.each(drivers)('archetype knowledge on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = (await registerUser(t.app)).cookie;
  });
  afterAll(() => t.close());

  const get = (url: string, signedIn = true) => t.app.inject({ url, headers: signedIn ? { cookie } : {} });
  const post = (url: string, payload: unknown, signedIn = true) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: signedIn ? { cookie } : {} });

  it.each([
    '/api/archetypes',
    '/api/archetypes/1',
    '/api/archetypes/detail/1',
    '/api/archetypes/1/content',
    '/api/archetypes/1/discussion-boards',
    '/api/discussion-boards',
    '/api/discussion-boards/1',
  ])('GET %s needs a session', async (url) => {
    const res = await get(url, false);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it.each(['/api/famous-animals', '/api/star-signs'])('POST %s needs a session', async (url) => {
    expect((await post(url, { archetypeTitle: 'Guardian', matchingStarSigns: 'Leo' }, false)).statusCode).toBe(401);
  });

  it('lists the 16 archetypes with image and trait summary', async () => {
    const list = (await get('/api/archetypes')).json();
    expect(list).toHaveLength(16);
    expect(list[0]).toEqual({
      id: 1,
      code: 'RTPS',
      name: 'Guardian',
      image: '/api/assets/archetype-rtps',
      traitSummary: ['Reliant', 'Timid', 'Passive', 'Structured'],
    });
    expect(list.map((a: { code: string }) => a.code)).toEqual(ARCHETYPES.map((a) => a.code));
  });

  it('GET /api/archetypes/{petTypeId} lists id and name for each pet type, 404 otherwise', async () => {
    for (const petTypeId of [1, 2, 3, 4, 5]) {
      const res = await get(`/api/archetypes/${petTypeId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(16);
      expect(res.json()[13]).toEqual({ id: 14, name: 'Free Spirit', code: 'ICPF' });
    }
    for (const bad of ['0', '6', 'abc', '-1']) {
      const res = await get(`/api/archetypes/${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual({ message: 'Pet type not found', code: 'NOT_FOUND' });
    }
  });

  it('GET /api/archetypes/detail/{id} returns the name, 404 for unknown ids', async () => {
    const res = await get('/api/archetypes/detail/14');
    expect(res.json()).toMatchObject({ id: 14, name: 'Free Spirit', code: 'ICPF' });
    expect(res.json().description).toMatch(/^Your pet is:/);
    for (const bad of ['17', '0', 'x']) expect((await get(`/api/archetypes/detail/${bad}`)).statusCode).toBe(404);
  });

  it('GET /api/archetypes/{id}/content returns the whole curated content', async () => {
    for (const a of ARCHETYPES) {
      const res = await get(`/api/archetypes/${a.id}/content`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const content = archetypeContent[a.id - 1]!;
      expect(body).toMatchObject({ id: a.id, code: a.code, name: a.title, boardId: a.id });
      expect(body.overview).toBe(content.overview);
      expect(body.tips).toBe(content.tips);
      expect(body.compatibility).toHaveLength(16);
      expect(body.bestHumanTypes).toEqual(content.bestHumanTypes);
      expect(body.famousAnimals.length).toBeGreaterThanOrEqual(6);
      const featured = body.famousAnimals.filter((f: { featured?: boolean }) => f.featured);
      expect(featured).toHaveLength(1);
      expect(featured[0].image).toBe(`/api/assets/famous-${a.code.toLowerCase()}`);
    }
    expect((await get('/api/archetypes/99/content')).statusCode).toBe(404);
  });

  it('GET /api/archetypes/{id}/content?species= gives that species its own texts, activities and care tips', async () => {
    for (const a of ARCHETYPES) {
      const content = archetypeContent[a.id - 1]!;
      for (const species of SPECIES) {
        const res = await get(`/api/archetypes/${a.id}/content?species=${species}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const own = textsForSpecies(content, species);
        expect(body.species).toBe(species);
        expect(body.description).toBe(own.description);
        expect(body.overview).toBe(own.overview);
        expect(body.idealOwner).toBe(own.idealOwner);
        expect(body.tips).toBe(own.tips);
        expect(body.activities.map((x: { text: string }) => x.text)).toEqual(
          content.activities[species].map((x) => x.text),
        );
        expect(body.careTips.map((x: { text: string }) => x.text)).toEqual(content.careTips[species]);
        const shown = [body.description, ...body.traits, body.overview, body.bestApproach, body.greatTools];
        shown.push(body.getsOnWellWith, body.idealOwner, body.tips);
        shown.push(...body.activities.map((x: { text: string }) => x.text));
        shown.push(...body.careTips.map((x: { text: string }) => x.text));
        const found = shown.flatMap((text: string) => forbiddenWordsIn(text, species));
        expect(found, `${a.code} for a ${species}`).toEqual([]);
      }
      // The summary call tells the species' own description too.
      const dog = (await get(`/api/archetypes/detail/${a.id}?species=dog`)).json();
      expect(dog.description).toBe(textsForSpecies(content, 'dog').description);
    }
    const bad = await get('/api/archetypes/1/content?species=dragon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/species must be one of/);
    // Without a species: the species-neutral texts, no activities (what callers got before).
    const neutral = (await get('/api/archetypes/1/content')).json();
    expect(neutral.species).toBeUndefined();
    expect(neutral.activities).toBeUndefined();
  });

  it('boards: one per archetype, with its name and description', async () => {
    const all = (await get('/api/discussion-boards')).json();
    expect(all).toHaveLength(16);
    const byArchetype = (await get('/api/archetypes/7/discussion-boards')).json();
    expect(byArchetype).toHaveLength(1);
    expect(byArchetype[0]).toMatchObject({ id: 7, archetypeId: 7, archetypeName: 'Lieutenant', name: 'Lieutenant HQ' });
    const one = (await get('/api/discussion-boards/7')).json();
    expect(one).toEqual({ ...byArchetype[0], memberCount: 0, postCount: 0 });
    expect((await get('/api/discussion-boards/0')).statusCode).toBe(404);
    expect((await get('/api/discussion-boards/abc')).statusCode).toBe(404);
    expect((await get('/api/archetypes/40/discussion-boards')).statusCode).toBe(404);
  });

  describe('POST /api/famous-animals', () => {
    it('answers from the content for a title, in any case', async () => {
      for (const title of ['Guardian', 'guardian', 'The Guardian', 'RTPS']) {
        const res = await post('/api/famous-animals', { archetypeTitle: title, archetypeDescription: 'x' });
        expect(res.statusCode, title).toBe(200);
        const names = res.json().famousAnimals.map((f: { name: string }) => f.name);
        expect(names).toEqual(archetypeContent[0]!.famousAnimals.map((f) => f.name));
        expect(Object.keys(res.json().famousAnimals[0]).sort()).toEqual(['description', 'name', 'species']);
      }
    });

    it('refuses an unknown title and a missing one with a clear message', async () => {
      const unknown = await post('/api/famous-animals', { archetypeTitle: 'Dragon' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No archetype is called "Dragon"');
      const missing = await post('/api/famous-animals', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('archetypeTitle is required');
    });
  });

  describe('POST /api/star-signs', () => {
    it('describes the matching signs', async () => {
      const res = await post('/api/star-signs', { archetypeTitle: 'Voyager', matchingStarSigns: 'Aries, sagittarius' });
      expect(res.statusCode).toBe(200);
      const signs = res.json().starSigns;
      expect(signs.map((s: { name: string }) => s.name)).toEqual(['Aries', 'Sagittarius']);
      expect(signs[0]).toEqual({
        name: 'Aries',
        dates: 'March 21 - April 19',
        description: expect.any(String),
        compatibility: expect.any(String),
      });
    });

    it("puts an 'Error' entry first for a sign it cannot describe", async () => {
      const res = await post('/api/star-signs', { archetypeTitle: 'Voyager', matchingStarSigns: 'Leo, Ophiuchus' });
      const signs = res.json().starSigns;
      expect(signs[0].name).toBe('Error');
      expect(signs[0].description).toContain('"Ophiuchus"');
      expect(signs.slice(1).map((s: { name: string }) => s.name)).toEqual(['Leo']);
    });

    it('refuses an unknown archetype and a missing list', async () => {
      expect((await post('/api/star-signs', { archetypeTitle: 'Dragon', matchingStarSigns: 'Leo' })).statusCode).toBe(
        404,
      );
      const missing = await post('/api/star-signs', { archetypeTitle: 'Voyager' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('matchingStarSigns is required');
    });
  });

  describe('GET /api/assets/{name}', () => {
    it('serves archetype art publicly, as SVG that cannot run script, with caching', async () => {
      const res = await get('/api/assets/archetype-rtps', false);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toMatch(/sandbox/);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/<svg/);
      const again = await t.app.inject({
        url: '/api/assets/archetype-rtps',
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it('serves the background, the question illustrations and the featured animals', async () => {
      for (const name of ['paw-pattern-bg', 'question-1', 'question-10', 'famous-icaf']) {
        expect((await get(`/api/assets/${name}`, false)).statusCode, name).toBe(200);
      }
    });

    it('answers 404 for unknown or malformed names', async () => {
      for (const name of ['nope', '..%2Fetc%2Fpasswd', 'UPPER']) {
        const res = await get(`/api/assets/${name}`, false);
        expect(res.statusCode, name).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    });
  });
});
