import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appWithTwoOwners, drivers, requestAs, type RegisteredUser, type TestApp } from '../helpers/test-app.ts';
import { CLOSE_CALL_ANSWERS, submission } from '../helpers/factories.ts';
import * as s from '#server/db/schema.ts';
import type { AssessmentResult, SharpenResult } from '#shared/contracts/assessments.ts';
import { TEXT_QUESTION_IDS } from '#shared/questions.ts';

/** Two strongly timid answers, two mildly confident ones (src/shared/follow-ups.ts). */
const TIMID = [
  { questionId: 'confidence-visitor', optionId: 'hides' },
  { questionId: 'confidence-noise', optionId: 'bolts' },
];
const MILDLY_CONFIDENT = [
  { questionId: 'confidence-visitor', optionId: 'watches-then-greets' },
  { questionId: 'confidence-noise', optionId: 'startles' },
];

describe.each(drivers)('sharpening a close call on %s', (driver) => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithTwoOwners(driver));
  });
  afterAll(() => t.close());

  const as = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    requestAs(t.app, cookie, method, url, payload);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await as(
      owner.cookie,
      'POST',
      '/api/submit-assessment',
      submission({
        textResponses: [...CLOSE_CALL_ANSWERS],
        ...overrides,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; archetypeCode: string; closeCalls: string[] };
  };
  const result = async (id: number) =>
    (await as(owner.cookie, 'GET', `/api/assessments/${id}`)).json() as AssessmentResult;
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(s.assessments).where(eq(s.assessments.id, id)))[0]!;
  const sharpen = (id: number, body: object, cookie: string | null = owner.cookie) =>
    as(cookie, 'POST', `/api/assessments/${id}/sharpen`, body);

  it('offers follow-up questions for the close call only, worded for the pet, without the deltas', async () => {
    const made = await create();
    expect(made.archetypeCode).toBe('ICAF');
    expect(made.closeCalls).toEqual(['confidence']);
    const r = await result(made.id);
    expect(r.assessment.confidenceScore).toBe(3);
    expect(r.assessment.followUps).toEqual([
      {
        trait: 'confidence',
        questions: [
          expect.objectContaining({ id: 'confidence-visitor', text: expect.stringContaining('Biscuit') }),
          expect.objectContaining({ id: 'confidence-noise' }),
        ],
      },
    ]);
    expect(JSON.stringify(r.assessment.followUps)).not.toContain('delta');
    expect(r.assessment.followUps![0]!.questions[0]!.options.map((o) => o.id)).toEqual([
      'greets',
      'watches-then-greets',
      'keeps-distance',
      'hides',
    ]);
    // The shared view never carries them.
    await as(owner.cookie, 'POST', `/api/assessments/${made.id}/share`);
    expect((await as(null, 'GET', `/api/shared-assessments/${made.id}`)).json().assessment).not.toHaveProperty(
      'followUps',
    );
  });

  it('is for the owner only: 401 signed out, 404 for another user, and nothing changes', async () => {
    const made = await create();
    const before = await rowOf(made.id);
    const out = await sharpen(made.id, { trait: 'confidence', answers: TIMID }, null);
    expect(out.statusCode).toBe(401);
    const theirs = await sharpen(made.id, { trait: 'confidence', answers: TIMID }, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });
    expect((await sharpen(999999, { trait: 'confidence', answers: TIMID })).statusCode).toBe(404);
    expect(await rowOf(made.id)).toEqual(before);
  });

  it.each([
    { label: 'an unknown trait', body: { trait: 'charm', answers: TIMID }, message: 'Unknown trait' },
    {
      label: "another trait's question",
      body: { trait: 'confidence', answers: [{ questionId: 'activity-play', optionId: 'good-while' }] },
      message: 'Unknown follow-up question',
    },
    {
      label: 'an unknown option',
      body: { trait: 'confidence', answers: [{ questionId: 'confidence-visitor', optionId: 'dances' }] },
      message: 'Please choose one of the answers',
    },
    { label: 'no answers', body: { trait: 'confidence', answers: [] }, message: 'Please answer at least one question' },
    {
      label: 'one question twice',
      body: { trait: 'confidence', answers: [TIMID[0], TIMID[0]] },
      message: 'Each question can be answered once',
    },
    {
      label: 'a trait that is not a close call',
      body: { trait: 'activity', answers: [{ questionId: 'activity-play', optionId: 'good-while' }] },
      message: 'This trait is not a close call',
    },
  ])('refuses $label with "$message" and changes nothing', async ({ body, message }) => {
    const made = await create();
    const before = await rowOf(made.id);
    const res = await sharpen(made.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
    expect(await rowOf(made.id)).toEqual(before);
  });

  it('re-scores: timid answers tip Confident to Timid; the archetype, list and shared view follow', async () => {
    const made = await create();
    await as(owner.cookie, 'POST', `/api/assessments/${made.id}/share`);
    const res = await sharpen(made.id, { trait: 'confidence', answers: TIMID });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SharpenResult;
    expect(body.changes).toEqual([
      {
        trait: 'confidence',
        before: { score: 3, label: 'Somewhat Confident' },
        after: { score: 2, label: 'Somewhat Timid' },
        unchanged: false,
      },
    ]);
    const a = body.result.assessment;
    expect(a.archetypeCode).toBe('ITAF');
    expect(a.archetype.code).toBe('ITAF');
    expect(a.archetypeName).toBe('Wanderer');
    expect(a.confidenceScore).toBe(2);
    expect(body.result.traits.find((x) => x.name === 'Confidence')?.score).toBe(2);
    // Asked once: no follow-ups left; the chosen options are now the confidence evidence.
    expect(a.followUps).toEqual([]);
    const ev = a.analysis!.traits.confidence.evidence;
    expect(ev[0]).toMatchObject({
      phrase: 'Hides, freezes or flees',
      direction: 'down',
      source: { kind: 'follow-up', questionId: 'confidence-visitor' },
    });
    expect(ev.map((e) => e.phrase)).toContain('Bolts or hides and takes a long time to come out');
    // The page reads the same thing back; the activities and care tips are the new archetype's.
    const again = await result(made.id);
    expect(again).toEqual(body.result);
    const stored = await rowOf(made.id);
    expect(stored).toMatchObject({ confidenceScore: 2, archetypeCode: 'ITAF', archetypeId: 12 });
    expect(stored.analysis!.followUps).toEqual(TIMID.map((x) => ({ trait: 'confidence', ...x })));
    const list = (await as(owner.cookie, 'GET', '/api/assessments')).json() as Array<{
      id: number;
      archetypeName: string;
      archetypeId: number;
    }>;
    expect(list.find((x) => x.id === made.id)).toMatchObject({ archetypeName: 'Wanderer', archetypeId: 12 });
    const shared = (await as(null, 'GET', `/api/shared-assessments/${made.id}`)).json();
    expect(shared.assessment).toMatchObject({ archetypeCode: 'ITAF', archetypeName: 'Wanderer' });

    // A trait already sharpened is not asked again, and a second answer changes nothing.
    const twice = await sharpen(made.id, { trait: 'confidence', answers: MILDLY_CONFIDENT });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('You have already sharpened this trait');
    expect(await rowOf(made.id)).toEqual(stored);
  });

  it('still shows results stored before evidence named its question (an index, -1 for a follow-up)', async () => {
    const made = await create();
    expect((await sharpen(made.id, { trait: 'confidence', answers: TIMID })).statusCode).toBe(200);
    const today = await result(made.id);
    const stored = (await rowOf(made.id)).analysis!;
    const legacy = structuredClone(stored) as unknown as {
      traits: Record<string, { evidence: Array<Record<string, unknown>> }>;
    };
    let followUpEvidence = 0;
    for (const reading of Object.values(legacy.traits)) {
      reading.evidence = reading.evidence.map(({ source, ...e }) => {
        const from = source as { kind: string; questionId: string };
        if (from.kind === 'follow-up') followUpEvidence++;
        const questionIndex = from.kind === 'answer' ? TEXT_QUESTION_IDS.indexOf(from.questionId as never) : -1;
        return { ...e, questionIndex };
      });
    }
    expect(followUpEvidence).toBeGreaterThan(0);
    await t.database.db
      .update(s.assessments)
      .set({ analysis: legacy as unknown as typeof stored })
      .where(eq(s.assessments.id, made.id));
    expect(JSON.stringify((await rowOf(made.id)).analysis)).toContain('"questionIndex":-1');
    expect(await result(made.id)).toEqual(today);
  });

  it('says unchanged when the answers confirm the score', async () => {
    const made = await create();
    const res = await sharpen(made.id, { trait: 'confidence', answers: MILDLY_CONFIDENT });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SharpenResult;
    expect(body.changes).toEqual([
      {
        trait: 'confidence',
        before: { score: 3, label: 'Somewhat Confident' },
        after: { score: 3, label: 'Somewhat Confident' },
        unchanged: true,
      },
    ]);
    expect(body.result.assessment.archetypeCode).toBe('ICAF');
    expect(body.result.assessment.followUps).toEqual([]);
    expect(body.result.assessment.analysis!.traits.confidence.evidence[0]?.phrase).toBe(
      'Watches for a bit, then comes closer',
    );
  });

  it('accepts one answer of the two', async () => {
    const made = await create();
    const res = await sharpen(made.id, { trait: 'confidence', answers: [TIMID[0]] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SharpenResult).changes[0]).toMatchObject({ trait: 'confidence', unchanged: false });
  });
});
