/** Pets (issue 24): linking, ownership, history order, changes in words, household, weekly plan, merge/move, delete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appWithTwoOwners, drivers, requestAs, type RegisteredUser, type TestApp } from '../helpers/test-app.ts';
import { FRIENDLY_DOG_ANSWERS, pngDataUrl, submission } from '../helpers/factories.ts';
import * as s from '#server/db/schema.ts';
import { shuffledOrder, weekOrder } from '#server/modules/pets/pet-plan.ts';
import { household, speciesPairKey } from '#content/household.ts';
import { SPECIES } from '#shared/pet-types.ts';

const TIMID = [
  'Maple is a shy, gentle little dog who hides behind my legs.',
  'Lying on the sofa next to me.',
  'Loud noises, strangers and the vet.',
  'She is scared of other dogs and hides.',
  'She hides under the table when visitors come and trembles.',
  'She follows me everywhere and cries when I leave.',
  'She looks sad and hides.',
  'Sleeps curled up next to me.',
  'Eats slowly and carefully.',
  'She freezes and will not move.',
  'She gets upset when anything changes in her routine.',
];
const BOLD = [
  'Maple is a bold, bouncy dog who loves everyone.',
  'Running in the park and chasing balls for hours.',
  'Baths.',
  'She runs up to other dogs to play.',
  'She now greets visitors at the door with her tail wagging.',
  'She follows me everywhere and cries when I leave.',
  'She looks sad and hides.',
  'Sleeps curled up next to me.',
  'Eats slowly and carefully.',
  'She freezes and will not move.',
  'She gets upset when anything changes in her routine.',
];

describe.each(drivers)('pets on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithTwoOwners(driver));
  });
  afterAll(() => t.close());

  const as = (
    cookie: string | null,
    method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => requestAs(t.app, cookie, method, url, payload);
  const submit = async (payload: object, cookie = owner.cookie) => {
    const res = await as(cookie, 'POST', '/api/submit-assessment', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; petId: number; archetypeCode: string };
  };
  const setDate = (id: number, iso: string) =>
    t.database.db
      .update(s.assessments)
      .set({ date: new Date(iso) })
      .where(eq(s.assessments.id, id));

  it('the first assessment creates a pet; the same name and type (any case, spaces) links to it; another name is another pet', async () => {
    const first = await submit(submission({ petName: 'Pepper' }));
    const again = await submit(submission({ petName: '  pepper ' }));
    const cat = await submit(submission({ petName: 'Pepper', petTypeId: 2 }));
    const other2 = await submit(submission({ petName: 'Salt' }));
    expect(again.petId).toBe(first.petId);
    expect(cat.petId).not.toBe(first.petId);
    expect(other2.petId).not.toBe(first.petId);
    const list = (await as(owner.cookie, 'GET', '/api/pets')).json() as Array<{ id: number; assessmentCount: number }>;
    expect(list.find((p) => p.id === first.petId)?.assessmentCount).toBe(2);
    // The owner's result page names its pet.
    const result = (await as(owner.cookie, 'GET', `/api/assessments/${again.id}`)).json();
    expect(result.assessment.petId).toBe(first.petId);
  });

  it("'Assess again' links to the chosen pet and updates what changed (age); another owner's pet is 404, another type 400", async () => {
    const first = await submit(submission({ petName: 'Maple', petAge: 1, textResponses: TIMID }));
    const second = await submit(submission({ petName: 'Maple', petId: first.petId, petAge: 2, textResponses: BOLD }));
    expect(second.petId).toBe(first.petId);
    const pet = (await as(owner.cookie, 'GET', `/api/pets/${first.petId}`)).json();
    expect(pet.pet.age).toBe(2);
    expect(pet.history.map((h: { assessmentId: number }) => h.assessmentId)).toEqual([first.id, second.id]);
    const stolen = await as(other.cookie, 'POST', '/api/submit-assessment', submission({ petId: first.petId }));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Pet not found');
    const wrongType = await as(
      owner.cookie,
      'POST',
      '/api/submit-assessment',
      submission({ petId: first.petId, petTypeId: 2 }),
    );
    expect(wrongType.statusCode).toBe(400);
  });

  it('history is oldest first by date (not by id), and each newer assessment says what changed in the owner’s words', async () => {
    const a = await submit(submission({ petName: 'Juniper', textResponses: BOLD }));
    const b = await submit(submission({ petName: 'Juniper', textResponses: TIMID }));
    // The bold one is really the newer: dates decide the order.
    await setDate(b.id, '2026-03-10T10:00:00Z');
    await setDate(a.id, '2026-09-10T10:00:00Z');
    const res = await as(owner.cookie, 'GET', `/api/pets/${a.petId}`);
    expect(res.statusCode).toBe(200);
    const pet = res.json();
    expect(pet.history.map((h: { assessmentId: number }) => h.assessmentId)).toEqual([b.id, a.id]);
    expect(pet.pet.latest.assessmentId).toBe(a.id);
    const change = pet.changes[0];
    expect(change.assessmentId).toBe(a.id);
    const confident = change.lines.find((l: { trait: string }) => l.trait === 'confidence');
    expect(confident.text).toMatch(/^More confident than in March: “.+”, in your words\.$/);
    expect(BOLD.some((answer) => answer.includes(confident.text.match(/“(.+)”/)[1]))).toBe(true);
  });

  it("another owner's pet is 404 on every pet endpoint; signed out is 401", async () => {
    const mine = await submit(submission({ petName: 'Private' }));
    for (const [method, url, body] of [
      ['GET', `/api/pets/${mine.petId}`],
      ['PATCH', `/api/pets/${mine.petId}`, { name: 'Stolen' }],
      ['DELETE', `/api/pets/${mine.petId}`],
      ['GET', `/api/pets/${mine.petId}/plan`],
      ['PUT', `/api/pets/${mine.petId}/plan/2026-W10/1`, { done: true }],
      ['POST', `/api/assessments/${mine.id}/move`, { petId: null }],
    ] as const) {
      const res = await as(other.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(null, 'GET', '/api/pets')).statusCode).toBe(401);
    const theirs = (await as(other.cookie, 'GET', '/api/pets')).json() as Array<{ id: number }>;
    expect(theirs.some((p) => p.id === mine.petId)).toBe(false);
  });

  it('the weekly plan is the same for the same pet and week, differs the next week, and ticks survive', async () => {
    const pet = await submit(submission({ petName: 'Planner' }));
    const plan = async (week: string) =>
      (await as(owner.cookie, 'GET', `/api/pets/${pet.petId}/plan?week=${week}`)).json();
    const w1 = await plan('2026-W10');
    expect(w1.days).toHaveLength(7);
    expect(w1.days[0].label).toBe('Monday');
    expect(w1.days[0].date).toBe('2026-03-02');
    expect(await plan('2026-W10')).toEqual(w1);
    const w2 = await plan('2026-W11');
    expect(w2.days.map((d: { activity: { text: string } }) => d.activity.text)).not.toEqual(
      w1.days.map((d: { activity: { text: string } }) => d.activity.text),
    );
    const ticked = await as(owner.cookie, 'PUT', `/api/pets/${pet.petId}/plan/2026-W10/3`, { done: true });
    expect(ticked.statusCode).toBe(200);
    expect((await plan('2026-W10')).days.map((d: { done: boolean }) => d.done)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    await as(owner.cookie, 'PUT', `/api/pets/${pet.petId}/plan/2026-W10/3`, { done: false });
    expect((await plan('2026-W10')).days.every((d: { done: boolean }) => !d.done)).toBe(true);
    expect((await as(owner.cookie, 'PUT', `/api/pets/${pet.petId}/plan/2026-W10/7`, { done: true })).statusCode).toBe(
      404,
    );
    expect((await as(owner.cookie, 'GET', `/api/pets/${pet.petId}/plan?week=2026-W60`)).statusCode).toBe(400);
  });

  it('plan order: seeded (stable) and never the same two weeks running', () => {
    expect(shuffledOrder(5, '7:2026-W10')).toEqual(shuffledOrder(5, '7:2026-W10'));
    for (let w = 2; w <= 52; w++) {
      const week = `2026-W${String(w).padStart(2, '0')}`;
      const prev = `2026-W${String(w - 1).padStart(2, '0')}`;
      expect(weekOrder(5, 7, week)).not.toEqual(weekOrder(5, 7, prev));
    }
  });

  it('household: a dog and a cat get the dog+cat text and one text per trait; both directions; the same pet twice is 400', async () => {
    const dog = await submit(submission({ petName: 'Rex', textResponses: [...FRIENDLY_DOG_ANSWERS] }));
    const cat = await submit(submission({ petName: 'Tom', petTypeId: 2, petBreed: 'Tabby' }));
    const res = await as(owner.cookie, 'GET', `/api/pets/${dog.petId}/household/${cat.petId}`);
    expect(res.statusCode, res.body).toBe(200);
    const h = res.json();
    expect(h.species).toEqual(household.speciesPairs['dog+cat']);
    expect(h.traits).toHaveLength(4);
    expect(h.headline).toContain('Rex and Tom');
    const back = (await as(owner.cookie, 'GET', `/api/pets/${cat.petId}/household/${dog.petId}`)).json();
    expect(back.species).toEqual(h.species);
    expect((await as(owner.cookie, 'GET', `/api/pets/${dog.petId}/household/${dog.petId}`)).statusCode).toBe(400);
    expect((await as(other.cookie, 'GET', `/api/pets/${dog.petId}/household/${cat.petId}`)).statusCode).toBe(404);
  });

  it('household content covers every species pair', () => {
    for (const a of SPECIES)
      for (const b of SPECIES) expect(household.speciesPairs[speciesPairKey(a, b)]).toBeDefined();
  });

  it('merge moves every assessment into one pet; move takes one out to a new pet; an emptied pet is gone', async () => {
    const a = await submit(submission({ petName: 'Bella' }));
    const b = await submit(submission({ petName: 'Bela' }));
    const merged = await as(owner.cookie, 'POST', `/api/pets/${a.petId}/merge`, { fromPetId: b.petId });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().history).toHaveLength(2);
    expect((await as(owner.cookie, 'GET', `/api/pets/${b.petId}`)).statusCode).toBe(404);
    const moved = await as(owner.cookie, 'POST', `/api/assessments/${b.id}/move`, { petId: null });
    expect(moved.statusCode).toBe(200);
    const newPet = moved.json().petId as number;
    expect(newPet).not.toBe(a.petId);
    expect((await as(owner.cookie, 'GET', `/api/pets/${newPet}`)).json().history).toHaveLength(1);
    // Moving it back empties the new pet, which goes.
    await as(owner.cookie, 'POST', `/api/assessments/${b.id}/move`, { petId: a.petId });
    expect((await as(owner.cookie, 'GET', `/api/pets/${newPet}`)).statusCode).toBe(404);
  });

  it('deleting a pet deletes its assessments and no one else’s; renaming renames its assessments', async () => {
    const a = await submit(submission({ petName: 'Goner' }));
    await submit(submission({ petName: 'Goner' }));
    const keep = await submit(submission({ petName: 'Keeper' }));
    const renamed = await as(owner.cookie, 'PATCH', `/api/pets/${keep.petId}`, { name: 'Keeper Two' });
    expect(renamed.json().pet.name).toBe('Keeper Two');
    expect((await as(owner.cookie, 'GET', `/api/assessments/${keep.id}`)).json().assessment.petName).toBe('Keeper Two');
    const res = await as(owner.cookie, 'DELETE', `/api/pets/${a.petId}`);
    expect(res.statusCode).toBe(204);
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.assessments)
      .where(eq(s.assessments.petId, a.petId));
    expect(left!.n).toBe(0);
    expect((await as(owner.cookie, 'GET', `/api/assessments/${a.id}`)).statusCode).toBe(404);
    expect((await as(owner.cookie, 'GET', `/api/assessments/${keep.id}`)).statusCode).toBe(200);
  });

  it("'Assess again' without a photo shows the pet's current photo; deleting either assessment keeps the other's image", async () => {
    const image = (url: string) => t.app.inject({ url });
    const first = await submit(submission({ petName: 'Biscuit', petPhoto: await pngDataUrl() }));
    const firstPhoto = (await as(owner.cookie, 'GET', `/api/assessments/${first.id}`)).json().assessment.petPhoto;
    expect(firstPhoto).toMatch(/^\/api\/images\//);
    const again = await submit(submission({ petName: 'Biscuit', petId: first.petId }));
    const result = (await as(owner.cookie, 'GET', `/api/assessments/${again.id}`)).json();
    expect(result.assessment.petPhoto).toBe(firstPhoto);
    // A new assessment of another pet (no petId) does not borrow anyone's photo.
    const stranger = await submit(submission({ petName: 'Crumble' }));
    expect((await as(owner.cookie, 'GET', `/api/assessments/${stranger.id}`)).json().assessment.petPhoto).toBeNull();
    // Deleting the first assessment keeps the image the second still shows...
    expect((await as(owner.cookie, 'DELETE', `/api/assessments/${first.id}`)).statusCode).toBe(204);
    expect((await image(firstPhoto)).statusCode).toBe(200);
    expect((await as(owner.cookie, 'GET', `/api/pets/${first.petId}`)).json().pet.photo).toBe(firstPhoto);
    // ...and deleting the last one that uses it removes it.
    expect((await as(owner.cookie, 'DELETE', `/api/assessments/${again.id}`)).statusCode).toBe(204);
    expect((await image(firstPhoto)).statusCode).toBe(404);
  });

  it('a new photo on a repeat assessment is its own; replacing a shared photo on one assessment keeps it on the other', async () => {
    const image = (url: string) => t.app.inject({ url });
    const first = await submit(submission({ petName: 'Noodle', petPhoto: await pngDataUrl() }));
    const again = await submit(submission({ petName: 'Noodle', petId: first.petId }));
    const shared = (await as(owner.cookie, 'GET', `/api/assessments/${again.id}`)).json().assessment.petPhoto;
    const replaced = await as(owner.cookie, 'PATCH', `/api/assessments/${again.id}`, {
      petPhoto: await pngDataUrl(120, 80),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().assessment.petPhoto).not.toBe(shared);
    expect((await image(shared)).statusCode).toBe(200);
    const third = await submit(
      submission({ petName: 'Noodle', petId: first.petId, petPhoto: await pngDataUrl(90, 90) }),
    );
    const thirdPhoto = (await as(owner.cookie, 'GET', `/api/assessments/${third.id}`)).json().assessment.petPhoto;
    expect([shared, replaced.json().assessment.petPhoto]).not.toContain(thirdPhoto);
  });

  it('deleting the last assessment of a pet removes the pet', async () => {
    const a = await submit(submission({ petName: 'Solo' }));
    expect((await as(owner.cookie, 'DELETE', `/api/assessments/${a.id}`)).statusCode).toBe(204);
    expect((await as(owner.cookie, 'GET', `/api/pets/${a.petId}`)).statusCode).toBe(404);
  });

  it('the export of my data lists the pets and each assessment’s pet', async () => {
    const a = await submit(submission({ petName: 'Exported' }));
    await as(owner.cookie, 'PUT', `/api/pets/${a.petId}/plan/2026-W10/0`, { done: true });
    const data = (await as(owner.cookie, 'GET', '/api/user/export')).json();
    const pet = data.pets.find((p: { id: number }) => p.id === a.petId);
    expect(pet).toMatchObject({ name: 'Exported', petType: 'Dog', planTicks: [{ week: '2026-W10', day: 0 }] });
    expect(data.assessments.find((x: { id: number }) => x.id === a.id).petId).toBe(a.petId);
  });
});
