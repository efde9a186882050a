/**
 * The authorization matrix: every endpoint of the contracts x {signed out, another user, the owner or
 * author, a moderator, the admin} with the status each must get. The rows are keyed by the contracts' names, so an
 * endpoint without a row fails the first test. Each cell runs on a fresh resource where it changes one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, drivers, registerUser, type TestApp } from '../helpers/test-app.ts';
import { submission } from '../helpers/factories.ts';
import { api, type EndpointName } from '#shared/contracts/index.ts';
import { pathFor } from '#shared/paths.ts';
import { FOLLOW_UPS } from '#shared/follow-ups.ts';
import { loadConfig } from '#server/config.ts';

type Role = 'visitor' | 'other' | 'owner' | 'moderator' | 'admin';
const ROLES: Role[] = ['visitor', 'other', 'owner', 'moderator', 'admin'];

interface Fixture {
  /** The owner's assessment (fresh for each cell that changes it). */
  assessmentId: number;
  /** Another account for the admin to delete (fresh for each cell that changes it). */
  victimId: number;
  /** The owner's post on board 3 (fresh for each cell that changes it). */
  postId: number;
  /** The owner's pet of that assessment, and a second pet of the same type (fresh for each cell that changes one). */
  petId: number;
  secondPetId: number;
}

interface Row {
  /** Path parameters and body for the call, from a fixture made for this cell. */
  input?: (f: Fixture) => { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };
  /** Status per role; the owner is the resource's owner or author (or any signed-in user when none). */
  expect: Record<Role, number>;
  /** The call changes its resource: each cell gets its own. */
  mutates?: boolean;
  /** The call starts or ends a session: each cell signs in afresh so the shared sessions survive. */
  ownSession?: boolean;
  /** A live stream that never ends: the cell reads the status, then lets go of the stream. */
  stream?: boolean;
}

const everyone = (status: number) => ({
  visitor: status,
  other: status,
  owner: status,
  moderator: status,
  admin: status,
});
const signedIn = (status: number) => ({ visitor: 401, other: status, owner: status, moderator: status, admin: status });
const ownerOnly = (status: number) => ({ visitor: 401, other: 404, owner: status, moderator: 404, admin: 404 });
const adminOnly = (status: number) => ({ visitor: 401, other: 403, owner: 403, moderator: 403, admin: status });
const moderators = (status: number) => ({ visitor: 401, other: 403, owner: 403, moderator: status, admin: status });
const independenceFollowUp = FOLLOW_UPS.find((q) => q.trait === 'independence')!;

const MATRIX: Partial<Record<EndpointName, Row>> = {
  health: { expect: everyone(200) },
  live: { expect: everyone(200) },
  ready: { expect: everyone(200) },
  getAsset: { input: () => ({ params: { name: 'paw-pattern-bg' } }), expect: everyone(200) },
  getImage: { input: () => ({ params: { key: 'AAAAAAAAAAAAAAAAAAAAAA' } }), expect: everyone(404) },
  register: {
    input: () => ({
      body: { username: `m-${Math.random().toString(36).slice(2)}@example.com`, name: 'M', password: 'secret123' },
    }),
    expect: everyone(201),
    ownSession: true,
  },
  login: {
    input: () => ({ body: { username: 'nobody@example.com', password: 'wrong-password' } }),
    expect: everyone(401),
    ownSession: true,
  },
  logout: { expect: everyone(204), ownSession: true },
  currentUser: { expect: signedIn(200) },
  saveHumanType: { input: () => ({ body: { mbtiType: 'INFP' } }), expect: signedIn(200) },
  listPetTypes: { expect: everyone(200) },
  listChoiceQuestions: { input: () => ({ params: { petTypeId: 1 } }), expect: everyone(200) },
  submitAssessment: { input: () => ({ body: submission() }), expect: signedIn(201) },
  listAssessments: { expect: signedIn(200) },
  getAssessment: { input: (f) => ({ params: { id: f.assessmentId } }), expect: ownerOnly(200) },
  updateAssessment: {
    input: (f) => ({ params: { id: f.assessmentId }, body: { petName: 'Renamed' } }),
    expect: ownerOnly(200),
    mutates: true,
  },
  deleteAssessment: { input: (f) => ({ params: { id: f.assessmentId } }), expect: ownerOnly(204), mutates: true },
  shareAssessment: { input: (f) => ({ params: { id: f.assessmentId } }), expect: ownerOnly(200), mutates: true },
  unshareAssessment: { input: (f) => ({ params: { id: f.assessmentId } }), expect: ownerOnly(200), mutates: true },
  // Not shared: nobody sees it, the owner included, until it is shared.
  getSharedAssessment: { input: (f) => ({ params: { id: f.assessmentId } }), expect: everyone(404) },
  // The cards of an unshared result: nobody, the owner included (sharing is the owner's choice).
  getShareCard: { input: (f) => ({ params: { id: f.assessmentId } }), expect: everyone(404) },
  getShareStory: { input: (f) => ({ params: { id: f.assessmentId } }), expect: everyone(404) },
  // Aggregates only: public.
  getNorms: { expect: everyone(200) },
  // Web Push: the VAPID public key is public; a device's subscription is saved and removed by its
  // signed-in owner (a public address literal: the SSRF rule passes it without a lookup, nothing is sent).
  pushPublicKey: { expect: everyone(200) },
  subscribePush: {
    input: () => ({
      body: {
        endpoint: `https://8.8.8.8/push/matrix-${Math.random().toString(36).slice(2)}`,
        keys: {
          p256dh: `B${'A'.repeat(86)}`,
          auth: 'A'.repeat(22),
        },
      },
    }),
    expect: signedIn(201),
  },
  unsubscribePush: { input: () => ({ body: { endpoint: 'https://8.8.8.8/push/matrix-none' } }), expect: signedIn(200) },
  listArchetypes: { expect: signedIn(200) },
  getArchetypeSummary: { input: () => ({ params: { id: 3 } }), expect: signedIn(200) },
  countArchetypePets: { input: () => ({ params: { id: 3 } }), expect: signedIn(200) },
  getArchetypeContent: { input: () => ({ params: { id: 3 } }), expect: signedIn(200) },
  listArchetypesForPetType: { input: () => ({ params: { petTypeId: 2 } }), expect: signedIn(200) },
  listArchetypeBoards: { input: () => ({ params: { id: 3 } }), expect: signedIn(200) },
  famousAnimals: { input: () => ({ body: { archetypeTitle: 'Guardian' } }), expect: signedIn(200) },
  starSigns: {
    input: () => ({ body: { archetypeTitle: 'Guardian', matchingStarSigns: 'Leo' } }),
    expect: signedIn(200),
  },
  // The factory's answers make no close call on independence: the owner is told so (400), others get 404.
  sharpenAssessment: {
    input: (f) => ({
      params: { id: f.assessmentId },
      body: {
        trait: 'independence',
        answers: [{ questionId: independenceFollowUp.id, optionId: independenceFollowUp.options[0]!.id }],
      },
    }),
    expect: ownerOnly(400),
  },
  listPets: { expect: signedIn(200) },
  getPet: { input: (f) => ({ params: { id: f.petId } }), expect: ownerOnly(200) },
  updatePet: {
    input: (f) => ({ params: { id: f.petId }, body: { name: 'Renamed' } }),
    expect: ownerOnly(200),
    mutates: true,
  },
  deletePet: { input: (f) => ({ params: { id: f.petId } }), expect: ownerOnly(204), mutates: true },
  getPetPlan: { input: (f) => ({ params: { id: f.petId } }), expect: ownerOnly(200) },
  tickPetPlan: {
    input: (f) => ({ params: { id: f.petId, week: '2026-W48', day: 2 }, body: { done: true } }),
    expect: ownerOnly(200),
    mutates: true,
  },
  getHousehold: { input: (f) => ({ params: { a: f.petId, b: f.secondPetId } }), expect: ownerOnly(200) },
  mergePets: {
    input: (f) => ({ params: { id: f.petId }, body: { fromPetId: f.secondPetId } }),
    expect: ownerOnly(200),
    mutates: true,
  },
  moveAssessment: {
    input: (f) => ({ params: { id: f.assessmentId }, body: { petId: null } }),
    expect: ownerOnly(200),
    mutates: true,
  },
  exportMyData: { expect: signedIn(200) },
  // A wrong password is refused (401); user 1, the admin, may not delete itself this way at all (400).
  deleteMyAccount: {
    input: () => ({ body: { password: 'not-the-password' } }),
    expect: { visitor: 401, other: 401, owner: 401, moderator: 401, admin: 400 },
    ownSession: true,
  },
  // Account recovery: anyone may ask for a reset link (the same 202 for every address) or open a link;
  // a made-up link is refused (400). The rest needs a session; a wrong current password is a 400.
  requestPasswordReset: {
    input: () => ({ body: { email: `matrix-${Math.random().toString(36).slice(2)}@example.com` } }),
    expect: everyone(202),
  },
  resetPassword: {
    input: () => ({ body: { token: 'A'.repeat(43), password: 'secret-new-1', confirmPassword: 'secret-new-1' } }),
    expect: everyone(400),
    ownSession: true,
  },
  changePassword: {
    input: () => ({
      body: { currentPassword: 'not-the-password', password: 'secret-new-1', confirmPassword: 'secret-new-1' },
    }),
    expect: signedIn(400),
  },
  emailStatus: { expect: signedIn(200) },
  requestEmailChange: {
    input: () => ({ body: { email: 'moved-matrix@example.com', password: 'not-the-password' } }),
    expect: signedIn(400),
  },
  sendEmailConfirmation: { expect: signedIn(200) },
  confirmEmail: { input: () => ({ body: { token: 'B'.repeat(43) } }), expect: everyone(400) },
  listUsers: { expect: adminOnly(200) },
  userStats: { expect: adminOnly(200) },
  deleteUser: { input: (f) => ({ params: { id: f.victimId } }), expect: adminOnly(204), mutates: true },
  setUserRole: {
    input: (f) => ({ params: { id: f.victimId }, body: { role: 'moderator' } }),
    expect: adminOnly(200),
    mutates: true,
  },
  getSenderConfig: { expect: adminOnly(200) },
  configureSender: { input: () => ({ body: { verifiedSender: 'team@pawtype.test' } }), expect: adminOnly(200) },
  // The e-mail is not the user's: the admin is told so (400); everyone else is refused before that.
  sendSurvey: { input: (f) => ({ body: { userId: f.victimId, email: 'nobody@example.com' } }), expect: adminOnly(400) },
  listReports: { expect: moderators(200) },
  resolveReport: {
    input: (f) => ({ params: { postId: f.postId }, body: { action: 'dismiss' } }),
    expect: moderators(200),
    mutates: true,
  },
  listBoards: { expect: signedIn(200) },
  listPosts: { input: () => ({ params: { boardId: 3 } }), expect: signedIn(200) },
  createPost: {
    input: () => ({ params: { boardId: 3 }, body: { content: 'Hello from the matrix' } }),
    expect: signedIn(201),
  },
  updatePost: {
    input: (f) => ({ params: { boardId: 3, postId: f.postId }, body: { content: 'Edited by someone' } }),
    expect: { visitor: 401, other: 403, owner: 200, moderator: 403, admin: 403 },
    mutates: true,
  },
  // The author deletes; so may a moderator and the admin (moderation); nobody else.
  deletePost: {
    input: (f) => ({ params: { boardId: 3, postId: f.postId } }),
    expect: { visitor: 401, other: 403, owner: 204, moderator: 204, admin: 204 },
    mutates: true,
  },
  searchPosts: {
    input: () => ({ params: { boardId: 3 } }),
    expect: { visitor: 401, other: 400, owner: 400, moderator: 400, admin: 400 },
  },
  // Reporting one's own post is refused (400); anyone else may report it once.
  reportPost: {
    input: (f) => ({ params: { boardId: 3, postId: f.postId }, body: { reason: 'spam' } }),
    expect: { visitor: 401, other: 201, owner: 400, moderator: 201, admin: 201 },
    mutates: true,
  },
  // A live stream never ends, so the cell asks for a board that does not exist: 404 once signed in.
  boardEvents: { input: () => ({ params: { boardId: 9999 } }), expect: signedIn(404) },
  getBoard: { input: () => ({ params: { boardId: 3 } }), expect: signedIn(200) },
  // Notifications are the caller's own: every signed-in user reads and changes only theirs.
  listNotifications: { expect: signedIn(200) },
  markNotificationsRead: { input: () => ({ body: { all: true } }), expect: signedIn(200) },
  unreadNotificationCount: { expect: signedIn(200) },
  notificationEvents: { expect: signedIn(200), stream: true },
  getNotificationSettings: { expect: signedIn(200) },
  updateNotificationSettings: {
    input: () => ({
      body: {
        replies: { inApp: true, push: true, email: true },
        moderation: { inApp: true, push: true, email: true },
      },
    }),
    expect: signedIn(200),
  },
  // The e-mail's link works without signing in: the token is the only key (an unknown one is 404 for all).
  unsubscribeSummary: { input: () => ({ query: { token: 'C'.repeat(43) }, body: {} }), expect: everyone(404) },
};

describe.each(drivers)('authorization matrix on %s', (driver) => {
  let t: TestApp;
  const accounts: Partial<Record<Role, Awaited<ReturnType<typeof registerUser>>>> = {};
  beforeAll(async () => {
    const { limits } = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(driver, {
      config: { limits: { ...limits, registerPerAddress: 10_000, postsPerMinute: 10_000 } },
    });
    // The first account of a fresh database is user 1, the admin.
    accounts.admin = await registerUser(t.app);
    accounts.owner = await registerUser(t.app);
    accounts.other = await registerUser(t.app);
    accounts.moderator = await registerUser(t.app);
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${accounts.moderator.user.id}/role`,
      payload: { role: 'moderator' },
      headers: { cookie: accounts.admin.cookie },
    });
    expect(named.json()).toMatchObject({ role: 'moderator' });
  });

  /** A second session of the role's account, for calls that start or end sessions. */
  async function freshSession(role: Exclude<Role, 'visitor'>): Promise<string> {
    const a = accounts[role]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: a.user.username, password: a.password },
    });
    return cookieFrom(res);
  }
  afterAll(() => t.close());

  it('has a row for every endpoint of the contracts', () => {
    const missing = Object.keys(api).filter((name) => !(name in MATRIX));
    expect(missing).toEqual([]);
  });

  async function freshFixture(): Promise<Fixture> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-assessment',
      // A pet of its own: submissions of the same name and type are the same pet.
      payload: submission({ petName: `Biscuit ${Math.random().toString(36).slice(2)}` }),
      headers: { cookie: accounts.owner!.cookie },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/submit-assessment',
      payload: submission({ petName: `Second ${Math.random().toString(36).slice(2)}` }),
      headers: { cookie: accounts.owner!.cookie },
    });
    const victim = await registerUser(t.app);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/discussion-boards/3/posts',
      payload: { content: 'A post of the owner' },
      headers: { cookie: accounts.owner!.cookie },
    });
    return {
      assessmentId: res.json().id as number,
      victimId: victim.user.id,
      postId: post.json().id as number,
      petId: res.json().petId as number,
      secondPetId: second.json().petId as number,
    };
  }

  const cells = Object.entries(MATRIX).flatMap(([name, row]) => ROLES.map((role) => ({ name, role, row: row! })));
  let shared: Fixture;
  it.each(cells)('$name as $role', async ({ name, role, row }) => {
    shared ??= await freshFixture();
    const fixture = row.mutates ? await freshFixture() : shared;
    const endpoint = api[name as EndpointName];
    const { params, query, body } = row.input?.(fixture) ?? {};
    const cookie = role === 'visitor' ? undefined : row.ownSession ? await freshSession(role) : accounts[role]!.cookie;
    const res = await t.app.inject({
      method: endpoint.method,
      url: pathFor(endpoint.path, params),
      ...(query ? { query } : {}),
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: cookie ? { cookie } : {},
      ...(row.stream ? { payloadAsStream: true } : {}),
    });
    if (row.stream) {
      const stream = res.stream();
      if (res.statusCode >= 400) {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
          message: expect.any(String),
          code: expect.any(String),
        });
      } else stream.destroy();
      expect(res.statusCode).toBe(row.expect[role]);
      return;
    }
    expect(res.statusCode, res.body).toBe(row.expect[role]);
    if (res.statusCode >= 400) expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });
});
