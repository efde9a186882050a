/**
 * The screens and states the screen check (screen-check.spec.ts) and the gallery (scripts/screenshots.ts)
 * visit, with the longest values the API accepts, and the in-page measures the check applies:
 * no sideways scrolling, targets a thumb can hit (issue 22).
 *
 * Most states are made through the API, not the UI: one owner with long values and two assessments, an
 * owner with none, a board with long posts by that owner and by someone else, the admin.
 */
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import fs from 'node:fs';
import sharp from 'sharp';
import { BREED_MAX, PET_NAME_MAX } from '../../src/shared/rules/assessments.ts';
import { NAME_MAX } from '../../src/shared/rules/auth.ts';
import { submission } from '../helpers/factories.ts';

export const WIDTHS = [320, 390, 430] as const;
/** The width a state is opened at (then resized to the others). */
export const FIRST_WIDTH = 390;
export const HEIGHT = 844;

/** Words up to exactly `length` characters (the last word cut), so the text wraps like real text does. */
function wordsOf(length: number, words: string): string {
  let out = '';
  while (out.length < length) out += (out ? ' ' : '') + words;
  return out.slice(0, length).trimEnd().padEnd(length, 'x');
}

/** The longest values the API accepts (src/shared/rules/*), and an unbroken word. */
export const LONG = {
  petName: wordsOf(PET_NAME_MAX, 'Sir Reginald Wigglesworth the Third of Barkingham'),
  /** A name of one unbroken word, as long as a name may be. */
  petNameWord: 'Wigglesworth'.repeat(10).slice(0, PET_NAME_MAX),
  breed: wordsOf(BREED_MAX, 'Wire-haired Hungarian Vizsla crossed with a Staffordshire Bull Terrier and a'),
  otherSpecies: wordsOf(BREED_MAX, 'Madagascan hissing cockroach colony with a bearded dragon friend'),
  ownerName: wordsOf(NAME_MAX, 'Maximiliana Alexandrina Featherstonehaugh-Cholmondeley'),
  /** An unbroken 200-character word, as in a post or a reply. */
  word: 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(5).slice(0, 200),
  email: (tag: string) =>
    `maximiliana.featherstonehaugh.${tag}@a-rather-long-domain-name-for-layout-checks.example.com`,
};

export interface Account {
  username: string;
  password: string;
  name: string;
  id: number;
  cookies: Cookie[];
}

export interface World {
  owner: Account;
  /** An owner with no assessments (home's empty state). */
  newcomer: Account;
  admin: Account | null;
  /** The owner's dog with the long name and breed, shared, no photo. */
  assessmentId: number;
  /** The owner's 'Other' pet with a one-word name, the long typed species and a photo. */
  otherAssessmentId: number;
  petId: number;
  otherPetId: number;
  boardId: number;
}

/** A new API context (the spec's `playwright.request`, the script's `request`) at the app's address. */
type NewContext = () => Promise<APIRequestContext>;

async function ok(res: APIResponse, what: string): Promise<Record<string, unknown>> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Registers (or signs in) in a context of its own, runs `then` as that account, and keeps its cookies. */
async function account(
  newContext: NewContext,
  sign: { path: '/api/register' | '/api/login'; username: string; password: string; name?: string },
  then: (api: APIRequestContext) => Promise<void> = async () => undefined,
): Promise<Account> {
  const api = await newContext();
  try {
    const { path, ...data } = sign;
    const body = await ok(await api.post(path, { data }), path);
    await then(api);
    const { cookies } = await api.storageState();
    return {
      username: sign.username,
      password: sign.password,
      name: body.name as string,
      id: body.id as number,
      cookies,
    };
  } finally {
    await api.dispose();
  }
}

/** A square PNG pet photo made from one of the app's own illustrations, as a data URL. */
async function photoPng(): Promise<Buffer> {
  return sharp(fs.readFileSync('content/assets/famous-rcaf.svg')).resize(256, 256, { fit: 'cover' }).png().toBuffer();
}

export async function buildWorld(
  newContext: NewContext,
  admin: { username: string; password: string } | null,
): Promise<World> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  // A board no other spec counts posts on.
  const boardId = 15;
  const ids = { assessmentId: 0, otherAssessmentId: 0, petId: 0, otherPetId: 0 };
  let ownerPostId = 0;
  const photo = `data:image/png;base64,${(await photoPng()).toString('base64')}`;
  const register = (suffix: string) => ({
    path: '/api/register' as const,
    username: LONG.email(`${tag}${suffix}`),
    password: 'secret123',
    name: LONG.ownerName,
  });
  const owner = await account(newContext, register(''), async (api) => {
    const dog = await ok(
      await api.post('/api/submit-assessment', { data: submission({ petName: LONG.petName, petBreed: LONG.breed }) }),
      'submit',
    );
    const odd = await ok(
      await api.post('/api/submit-assessment', {
        data: submission({
          petName: LONG.petNameWord,
          petTypeId: 5,
          petTypeOther: LONG.otherSpecies,
          petBreed: LONG.breed,
          petPhoto: photo,
        }),
      }),
      'submit other',
    );
    await ok(await api.post(`/api/assessments/${dog.id as number}/share`), 'share');
    const pets = (await (await api.get('/api/pets')).json()) as { id: number; name: string }[];
    ids.assessmentId = dog.id as number;
    ids.otherAssessmentId = odd.id as number;
    ids.petId = pets.find((p) => p.name === LONG.petName)!.id;
    ids.otherPetId = pets.find((p) => p.name === LONG.petNameWord)!.id;
    const post = await ok(
      await api.post(`/api/discussion-boards/${boardId}/posts`, {
        multipart: { content: `My dog's favourite word: ${LONG.word} and that is all.` },
      }),
      'post',
    );
    ownerPostId = post.id as number;
    await ok(
      await api.post(`/api/discussion-boards/${boardId}/posts`, {
        multipart: { content: `A reply with ${LONG.word}`, parentId: String(post.id as number) },
      }),
      'reply',
    );
  });
  const newcomer = await account(newContext, register('n'));
  await account(newContext, register('o'), async (api) => {
    await ok(
      await api.post(`/api/discussion-boards/${boardId}/posts`, {
        multipart: { content: `${LONG.word}\n\nSomeone else's post, with a long word to wrap.` },
      }),
      'other post',
    );
    // A reply to the owner's post: the owner's bell and notifications screen have one, with long words.
    await ok(
      await api.post(`/api/discussion-boards/${boardId}/posts`, {
        multipart: { content: `Replying with ${LONG.word}`, parentId: String(ownerPostId) },
      }),
      'reply to the owner',
    );
  });
  const adminAccount = admin ? await account(newContext, { path: '/api/login', ...admin }) : null;
  return { owner, newcomer, admin: adminAccount, boardId, ...ids };
}

export type Who = 'visitor' | 'owner' | 'newcomer' | 'admin';

export interface ScreenState {
  name: string;
  who: Who;
  /** Goes there and brings the screen into the state; resolves once it shows. */
  open: (page: Page, world: World) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
const dialogOpen = (page: Page) => page.getByRole('dialog').first().waitFor();

/** A questionnaire draft at a step (the questionnaire keeps its draft in localStorage). */
async function draftAt(page: Page, draft: Record<string, unknown>) {
  const texts = Array.from({ length: 11 }, () => '');
  await page.goto('/welcome');
  await page.evaluate(
    ([value]) => localStorage.setItem('pawtype-assessment-draft', value!),
    [
      JSON.stringify({
        petTypeChoice: '1',
        otherType: '',
        petTypeSkipped: false,
        petId: null,
        petKnown: false,
        breed: LONG.breed,
        age: '3',
        ageUnknown: false,
        birthMonth: '4',
        birthDay: '12',
        name: LONG.petName,
        photo: null,
        rescue: 'yes',
        texts,
        choices: [],
        ...draft,
      }),
    ],
  );
  await page.goto('/assessment');
  await page.getByText(/^Question \d+ of 16$/).waitFor();
}

export const STATES: ScreenState[] = [
  // Signed out.
  { name: 'welcome', who: 'visitor', open: async (p) => (await p.goto('/welcome'), heading(p, /unique personality/)) },
  {
    name: 'auth-login-errors',
    who: 'visitor',
    open: async (p) => {
      await p.goto('/auth');
      await button(p, 'Sign In').click();
      await p.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'auth-register-errors',
    who: 'visitor',
    open: async (p) => {
      await p.goto('/auth');
      await p.getByRole('tab', { name: 'Register' }).click();
      await p.getByLabel('Email').fill(LONG.email('typed'));
      await button(p, 'Create Account').click();
      await p.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'forgot-password',
    who: 'visitor',
    open: async (p) => (await p.goto('/forgot-password'), heading(p, /Forgot/)),
  },
  { name: 'terms', who: 'visitor', open: async (p) => (await p.goto('/terms-of-service'), heading(p, /Terms/)) },
  {
    name: 'shared',
    who: 'visitor',
    open: async (p, w) => (
      await p.goto(`/shared/${w.assessmentId}`),
      p
        .getByText(/Recommended Activities/)
        .first()
        .waitFor()
    ),
  },
  {
    name: 'shared-not-found',
    who: 'visitor',
    open: async (p) => (await p.goto('/shared/987654321'), heading(p, 'Results not found')),
  },
  { name: 'not-found', who: 'visitor', open: async (p) => (await p.goto('/no-such-page'), heading(p, /404/)) },

  // The owner with long values.
  {
    name: 'home-empty',
    who: 'newcomer',
    open: async (p) => (await p.goto('/'), p.getByText('No previous assessments found').waitFor()),
  },
  {
    name: 'home',
    who: 'owner',
    open: async (p) => (
      await p.goto('/'),
      p
        .getByRole('link', { name: /Sir Reginald/ })
        .first()
        .waitFor()
    ),
  },
  {
    name: 'home-account-menu',
    who: 'owner',
    open: async (p) => {
      await p.goto('/');
      await button(p, 'Account menu').click();
      await p.getByRole('menu').waitFor();
    },
  },
  {
    name: 'home-delete-dialog',
    who: 'owner',
    open: async (p) => {
      await p.goto('/');
      await button(p, /^Delete .*'s assessment$/).click();
      await dialogOpen(p);
    },
  },
  {
    name: 'all-assessments',
    who: 'owner',
    open: async (p) => (
      await p.goto('/assessments'),
      p
        .getByRole('link', { name: /Sir Reginald/ })
        .first()
        .waitFor()
    ),
  },
  {
    name: 'questionnaire-pet-type-other',
    who: 'owner',
    open: (p) => draftAt(p, { step: { kind: 'petType' }, petTypeChoice: 'other', otherType: LONG.otherSpecies }),
  },
  { name: 'questionnaire-breed', who: 'owner', open: (p) => draftAt(p, { step: { kind: 'breed' } }) },
  {
    name: 'questionnaire-age-error',
    who: 'owner',
    open: async (p) => {
      await draftAt(p, { step: { kind: 'age' }, age: '' });
      await button(p, /^(Continue|Next)$/).click();
      await p.getByText(/age/i).first().waitFor();
    },
  },
  { name: 'questionnaire-name', who: 'owner', open: (p) => draftAt(p, { step: { kind: 'name' } }) },
  { name: 'questionnaire-rescue', who: 'owner', open: (p) => draftAt(p, { step: { kind: 'rescue' } }) },
  {
    name: 'questionnaire-text',
    who: 'owner',
    open: (p) => draftAt(p, { step: { kind: 'text', index: 0 }, texts: [LONG.word, ...Array(10).fill('')] }),
  },
  {
    name: 'questionnaire-choices',
    who: 'owner',
    open: async (p) => {
      await draftAt(p, { step: { kind: 'choices', index: 0 } });
      await p.getByText('A few quick taps to finish').waitFor();
    },
  },
  {
    name: 'questionnaire-assess-again',
    who: 'owner',
    open: async (p, w) => {
      await p.goto('/welcome');
      await p.evaluate(() => localStorage.removeItem('pawtype-assessment-draft'));
      await p.goto(`/assessment?pet=${w.petId}`);
      await p.getByText(/again: questions/).waitFor();
    },
  },
  {
    name: 'results-long-name',
    who: 'owner',
    open: async (p, w) => (await p.goto(`/results/${w.assessmentId}`), p.getByText('Why this result').waitFor()),
  },
  {
    name: 'results-rename',
    who: 'owner',
    open: async (p, w) => {
      await p.goto(`/results/${w.assessmentId}`);
      await button(p, 'Edit name').click();
      await p.getByLabel('Pet name').waitFor();
    },
  },
  {
    name: 'results-stop-sharing-dialog',
    who: 'owner',
    open: async (p, w) => {
      await p.goto(`/results/${w.assessmentId}`);
      await button(p, 'Stop sharing').click();
      await dialogOpen(p);
    },
  },
  {
    name: 'results-other-species-photo',
    who: 'owner',
    open: async (p, w) => (await p.goto(`/results/${w.otherAssessmentId}`), p.getByText('Why this result').waitFor()),
  },
  {
    name: 'results-crop-dialog',
    who: 'owner',
    open: async (p, w) => {
      await p.goto(`/results/${w.assessmentId}`);
      const chooser = p.waitForEvent('filechooser');
      await button(p, /^Add Photo of /).click();
      await (
        await chooser
      ).setFiles({
        name: 'pet.png',
        mimeType: 'image/png',
        buffer: await photoPng(),
      });
      await p.getByRole('dialog', { name: "Adjust Your Pet's Photo" }).waitFor();
    },
  },
  {
    name: 'details',
    who: 'owner',
    open: async (p, w) => (
      await p.goto(`/archetype-details/${w.assessmentId}`),
      p.getByText('Ideal Owner Description').first().waitFor()
    ),
  },
  {
    name: 'details-compare-dialog',
    who: 'owner',
    open: async (p, w) => {
      await p.goto(`/archetype-details/${w.assessmentId}`);
      await button(p, 'Compare my personality type').click();
      await dialogOpen(p);
    },
  },
  { name: 'pet', who: 'owner', open: async (p, w) => (await p.goto(`/pets/${w.petId}`), heading(p, /Sir Reginald/)) },
  {
    name: 'pet-one-word-name',
    who: 'owner',
    open: async (p, w) => (await p.goto(`/pets/${w.otherPetId}`), heading(p, /Wigglesworth/)),
  },
  {
    name: 'household',
    who: 'owner',
    open: async (p, w) => (await p.goto(`/pets/${w.petId}/household/${w.otherPetId}`), heading(p, /Wigglesworth/)),
  },
  {
    name: 'library',
    who: 'owner',
    open: async (p) => (await p.goto('/archetype-library'), heading(p, 'All 16 archetypes')),
  },
  {
    name: 'library-detail',
    who: 'owner',
    open: async (p) => (await p.goto('/archetype-library?code=RTPS'), p.getByText('Tips for Owners').first().waitFor()),
  },
  {
    name: 'board-long-posts',
    who: 'owner',
    open: async (p, w) => (
      await p.goto(`/discussion-board/${w.boardId}`),
      p
        .getByText(/favourite word/)
        .first()
        .waitFor()
    ),
  },
  {
    name: 'board-edit-post',
    who: 'owner',
    open: async (p, w) => {
      await p.goto(`/discussion-board/${w.boardId}`);
      // Only the owner's own post has Edit.
      await p.getByRole('button', { name: 'Edit', exact: true }).first().click();
      await p.getByRole('form', { name: 'Edit post' }).waitFor();
    },
  },
  {
    name: 'board-report-dialog',
    who: 'owner',
    open: async (p, w) => {
      await p.goto(`/discussion-board/${w.boardId}`);
      await p
        .getByText(/Someone else's post/)
        .first()
        .waitFor();
      await button(p, /^More actions for .*'s post$/).click();
      await p.getByRole('menuitem', { name: 'Report post' }).click();
      await dialogOpen(p);
    },
  },
  {
    name: 'account-change-password',
    who: 'owner',
    open: async (p) => (await p.goto('/account/password'), heading(p, 'Change password')),
  },
  {
    name: 'account-change-email',
    who: 'owner',
    open: async (p) => (await p.goto('/account/email'), heading(p, 'Change e-mail')),
  },
  {
    name: 'account-delete-dialog',
    who: 'owner',
    open: async (p) => {
      await p.goto('/');
      await button(p, 'Account menu').click();
      await p.getByRole('menuitem', { name: 'Delete my account' }).click();
      await dialogOpen(p);
    },
  },
  {
    name: 'error-loading-library',
    who: 'owner',
    open: async (p) => {
      await p.route('**/api/archetypes', (route) =>
        route.fulfill({ status: 500, json: { message: 'Boom', code: 'INTERNAL' } }),
      );
      await p.goto('/archetype-library');
      await button(p, /Try again|Retry/i).waitFor();
    },
  },
  {
    name: 'offline-board',
    who: 'owner',
    open: async (p, w) => {
      await p.goto('/');
      await p
        .getByRole('link', { name: /Sir Reginald/ })
        .first()
        .waitFor();
      await p.context().setOffline(true);
      await p.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/discussion-board/${w.boardId}`);
      await p.waitForTimeout(1500);
    },
  },

  // Notifications (issue 23).
  {
    name: 'notifications',
    who: 'owner',
    open: async (p) => (
      await p.goto('/notifications'),
      p
        .getByText(/replied to your post|new repl/)
        .first()
        .waitFor()
    ),
  },
  {
    name: 'notifications-empty',
    who: 'newcomer',
    open: async (p) => (await p.goto('/notifications'), heading(p, 'Notifications')),
  },
  {
    name: 'notification-settings',
    who: 'owner',
    open: async (p) => (await p.goto('/account/notifications'), heading(p, 'Notification settings')),
  },
  {
    name: 'unsubscribe',
    who: 'visitor',
    open: async (p) => (await p.goto('/unsubscribe?token=not-a-real-token'), heading(p, 'Stop summary e-mails')),
  },

  // The admin.
  { name: 'admin', who: 'admin', open: async (p) => (await p.goto('/admin'), heading(p, /Admin/)) },
  { name: 'moderation', who: 'admin', open: async (p) => (await p.goto('/moderation'), heading(p, /Moderation/)) },
];

/** A browser context per kind of visitor at one width, signed in through the world's cookies. */
export async function contextFor(
  browser: Browser,
  baseURL: string,
  width: number,
  who: Who,
  world: World,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: HEIGHT },
    deviceScaleFactor: 1,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => sessionStorage.setItem('pawtype-splash-seen', 'true'));
  // Run through tsx (the gallery script), functions sent to the page carry esbuild's __name helper.
  await context.addInitScript('window.__name = window.__name || ((f) => f);');
  const account = who === 'visitor' ? null : who === 'admin' ? world.admin : world[who];
  if (account) await context.addCookies(account.cookies);
  return context;
}

/** Waits until the page is still: fonts loaded, no transition running, toasts (part A's) dismissed. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Toasts are measured by their own tests; close them so they neither cover nor count here.
  for (const close of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
    await close.click({ timeout: 1000 }).catch(() => undefined);
  }
  await page.waitForTimeout(350);
}

export interface Measures {
  viewport: number;
  scrollWidth: number;
  /** Elements reaching past the right edge (the cause of a sideways scroll). */
  overflowing: string[];
  /** Interactive elements under the size rule. */
  small: string[];
}

/**
 * Measured in the page: the document's width against the viewport's, and every visible interactive
 * element's box (or its label's, for a visually hidden input): at least 44x44 CSS px, or 24 px high for
 * a link inside a sentence.
 */
export function measure(page: Page): Promise<Measures> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${cls} "${name}"`;
    };
    const overflowing: string[] = [];
    if (scrollWidth > vw) {
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (
          r.width > 0 &&
          r.right > vw + 1 &&
          !(el.parentElement && el.parentElement.getBoundingClientRect().right > vw + 1)
        ) {
          overflowing.push(`${describe(el)} right=${Math.round(r.right)}`);
          if (overflowing.length >= 6) break;
        }
      }
    }
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=tab]',
      '[role=radio]',
      '[role=switch]',
      '[role=menuitem]',
      '[role=slider]',
    ].join(',');
    const small: string[] = [];
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    for (const el of document.querySelectorAll(selector)) {
      // Behind an open dialog (aria-hidden) or out of use: not a target now.
      if (el.closest('[aria-hidden="true"], [inert], [hidden]')) continue;
      // Toasts are part A's (issue 22, point 3) and are closed before measuring.
      if (el.closest('[aria-label^="Notifications"]')) continue;
      if (!visible(el)) continue;
      let r = el.getBoundingClientRect();
      // Visually hidden (a file input behind its label-button, an sr-only radio): its visible part is measured.
      if (r.width <= 1 || r.height <= 1) continue;
      // An input's hit area includes its labels (a tap on the label works the input).
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      for (const label of labels) {
        const l = label.getBoundingClientRect();
        if (l.width === 0) continue;
        const left = Math.min(r.left, l.left);
        const top = Math.min(r.top, l.top);
        r = new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top);
      }
      // A hit area widened by an invisible ::before/::after (absolutely placed, inset into the element).
      for (const pseudo of ['::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content === 'none' || s.position !== 'absolute') continue;
        const top = parseFloat(s.top);
        const left = parseFloat(s.left);
        const right = parseFloat(s.right);
        const bottom = parseFloat(s.bottom);
        if ([top, left, right, bottom].some(Number.isNaN)) continue;
        const own = el.getBoundingClientRect();
        const w = own.width - left - right;
        const h = own.height - top - bottom;
        if (w >= r.width && h >= r.height) r = new DOMRect(own.left + left, own.top + top, w, h);
      }
      // A link inside a sentence: its block holds words of its own around the link.
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display.startsWith('inline') &&
        (() => {
          const parent = el.parentElement;
          if (!parent) return false;
          const around = (parent.textContent ?? '').replace(el.textContent ?? '', '');
          return /[A-Za-z]{2,}/.test(around);
        })();
      const ok = inSentence ? r.height >= 23.5 : r.width >= 43.5 && r.height >= 43.5;
      if (!ok)
        small.push(
          `${describe(el)} ${Math.round(r.width)}x${Math.round(r.height)}${inSentence ? ' (in a sentence)' : ''}`,
        );
    }
    return { viewport: vw, scrollWidth, overflowing, small };
  });
}
