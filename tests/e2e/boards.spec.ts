/**
 * Discussion boards against the real server (issue 9): two owners in two browser contexts post,
 * reply, edit, delete, search and report, and each sees the other's changes arrive live (no reload).
 * Each test uses its own board so the tests can run side by side. Route mocking is used only to force
 * the server errors behind the failure toasts.
 */
import sharp from 'sharp';
import type { Browser, Locator, Page } from '@playwright/test';
import { createOwner, expect, expectAccessible, test, toasts, type Owner } from './fixtures';
import { POST_MESSAGES } from '#shared/rules/boards.ts';
import { friendlyDogSubmission } from '../helpers/factories';
import { visitorPage } from './assessment-data';

/** Live updates must arrive within this time, without a reload. */
const LIVE = { timeout: 5000 };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The server shows the author by name (or, failing that, by username). */
const who = (o: Owner) => `(${escapeRe(o.name)}|${escapeRe(o.username)})`;
const postBy = (page: Page | Locator, o: Owner) =>
  page.getByRole('article', { name: new RegExp(`^Post by ${who(o)}$`) });
const replyBy = (scope: Page | Locator, o: Owner) =>
  scope.getByRole('article', { name: new RegExp(`^Reply by ${who(o)}$`) });

/** A second owner in a browser context of their own (splash skipped, console errors collected). */
async function secondOwner(browser: Browser, baseURL: string, name: string) {
  const { page, errors, close } = await visitorPage(browser, baseURL);
  const owner = await createOwner(page.request, name);
  return {
    page,
    owner,
    close: async () => {
      await close();
      expect(errors, `${name}'s console errors`).toEqual([]);
    },
  };
}

async function addPet(page: Page, petName: string) {
  const res = await page.request.post('/api/submit-assessment', {
    data: friendlyDogSubmission({ petName }),
  });
  expect(res.status()).toBe(201);
}

/** Posts through the API (as the page's user). */
async function apiPost(page: Page, boardId: number, content: string, parentId?: number): Promise<number> {
  const res = await page.request.post(`/api/discussion-boards/${boardId}/posts`, {
    multipart: { content, ...(parentId ? { parentId: String(parentId) } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const composer = (page: Page) => page.getByRole('form', { name: 'New post' });
const postButton = (page: Page) => composer(page).getByRole('button', { name: 'Post', exact: true });

async function writePost(page: Page, text: string) {
  await composer(page).getByLabel('Start a conversation').fill(text);
  await postButton(page).click();
  await expect(toasts(page).getByText('Post created')).toBeVisible();
}

async function boardCounts(page: Page, boardId: number) {
  const res = await page.request.get(`/api/discussion-boards/${boardId}`);
  return (await res.json()) as { memberCount: number; postCount: number };
}

const plural = (n: number) => (n === 1 ? '1 post' : `${n} posts`);

async function pngOf(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 250, g: 160, b: 90 } } })
    .png()
    .toBuffer();
}

test.describe('discussion board (real server)', () => {
  // Long user journeys on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('two owners post, reply, edit and delete, each seeing the other live', async ({
    page,
    owner,
    browser,
    baseURL,
  }) => {
    const BOARD = 2;
    await addPet(page, 'Biscuit');
    const bob = await secondOwner(browser, baseURL!, 'Robin Okafor');
    const amy = owner;

    await page.goto(`/discussion-board/${BOARD}`);
    await bob.page.goto(`/discussion-board/${BOARD}`);
    for (const p of [page, bob.page]) {
      await expect(p.getByText('No posts yet. Be the first to start the conversation!')).toBeVisible();
      await expect(p.getByRole('contentinfo').getByText('0 posts')).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/boards-empty.png' });
    await expectAccessible(page, 'empty board');

    // Blank text: the Post button stays disabled.
    await expect(postButton(page)).toBeDisabled();
    await composer(page).getByLabel('Start a conversation').fill('    ');
    await expect(postButton(page)).toBeDisabled();

    // Amy posts; Bob sees it arrive.
    await writePost(page, 'Biscuit met a hedgehog in the garden today and was very polite about it.');
    const amysPost = postBy(page, amy);
    await expect(amysPost).toContainText('Biscuit met a hedgehog');
    await expect(amysPost.getByText('Biscuit', { exact: true })).toBeVisible(); // the pet chip
    await expect(amysPost.getByText(/ago$/)).toBeVisible();
    await expect(amysPost.getByText('(edited)')).toHaveCount(0);
    await expect(composer(page).getByLabel('Start a conversation')).toHaveValue('');
    const amysPostForBob = postBy(bob.page, amy);
    await expect(amysPostForBob).toContainText('Biscuit met a hedgehog', LIVE);
    await expect(bob.page.getByText('No posts yet. Be the first to start the conversation!')).toHaveCount(0);
    const counts = await boardCounts(page, BOARD);
    await expect(bob.page.getByRole('contentinfo').getByText(plural(counts.postCount))).toBeVisible(LIVE);

    // Only the author may edit or delete; others may report.
    await expect(amysPostForBob.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(amysPostForBob.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(amysPostForBob.getByRole('button', { name: /^More actions for .*'s post$/ })).toBeVisible();
    await expect(amysPost.getByRole('button', { name: /^More actions/ })).toHaveCount(0);

    // Bob replies; the reply button waits for text; Amy sees the reply arrive.
    await amysPostForBob.getByRole('button', { name: 'Reply', exact: true }).click();
    const replyForm = bob.page.getByRole('form', { name: /^Reply to / });
    await expect(replyForm.getByRole('button', { name: 'Reply', exact: true })).toBeDisabled();
    await replyForm.getByRole('textbox').fill('  ');
    await expect(replyForm.getByRole('button', { name: 'Reply', exact: true })).toBeDisabled();
    await replyForm.getByRole('textbox').fill('What a gentleman! Our Pip just barks at them.');
    await replyForm.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(toasts(bob.page).getByText('Reply posted')).toBeVisible();
    await expect(bob.page.getByRole('form', { name: /^Reply to / })).toHaveCount(0);
    const bobsReply = replyBy(amysPost, bob.owner);
    await expect(bobsReply).toContainText('Our Pip just barks at them.', LIVE);
    await expect(bobsReply.getByRole('button', { name: 'Delete reply' })).toHaveCount(0);
    await expect(bobsReply.getByRole('button', { name: /^More actions for .*'s reply$/ })).toBeVisible();
    await expect(replyBy(amysPostForBob, bob.owner).getByRole('button', { name: 'Delete reply' })).toBeVisible();
    await expect(replyBy(amysPostForBob, bob.owner).getByRole('button', { name: 'Edit' })).toHaveCount(0);

    // One reply box at a time, one edit at a time.
    await amysPost.getByRole('button', { name: 'Reply', exact: true }).click();
    await expect(page.getByRole('form', { name: /^Reply to / })).toHaveCount(1);
    await amysPost.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('form', { name: /^Reply to / })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Edit post' })).toHaveCount(1);
    await page.screenshot({ path: '/tmp/boards-edit.png' });

    // Amy edits; blank is refused; Bob sees the new text with '(edited)'.
    const editBox = page.getByRole('form', { name: 'Edit post' }).getByRole('textbox');
    await editBox.fill(' ');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await editBox.fill('Biscuit met a hedgehog today. Update: it came back with a friend!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Post updated')).toBeVisible();
    await expect(amysPost.getByText('(edited)')).toBeVisible();
    await expect(amysPostForBob).toContainText('it came back with a friend!', LIVE);
    await expect(amysPostForBob.getByText('(edited)')).toBeVisible();
    // A reply never shows '(edited)'.
    await expect(bobsReply.getByText('(edited)')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/boards-thread.png' });
    await expectAccessible(page, 'board with a thread');

    // Bob deletes his reply through the confirmation; Amy sees it go.
    await replyBy(amysPostForBob, bob.owner).getByRole('button', { name: 'Delete reply' }).click();
    const confirm = bob.page.getByRole('dialog', { name: 'Are you sure you want to delete this post?' });
    await expect(
      confirm.getByText('This action cannot be undone. The post will be permanently deleted.'),
    ).toBeVisible();
    await bob.page.screenshot({ path: '/tmp/boards-delete-confirm.png' });
    await expectAccessible(bob.page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(replyBy(amysPostForBob, bob.owner)).toBeVisible();
    await replyBy(amysPostForBob, bob.owner).getByRole('button', { name: 'Delete reply' }).click();
    await bob.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(bob.page).getByText('Post deleted')).toBeVisible();
    await expect(replyBy(amysPostForBob, bob.owner)).toHaveCount(0);
    await expect(bobsReply).toHaveCount(0, LIVE);

    // Bob posts too; both threads show once each, newest first, for both.
    await writePost(bob.page, 'Robin here: any tips for walking two dogs at once?');
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article', { name: /^Post by/ })).toHaveCount(
      2,
      LIVE,
    );
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article').first()).toContainText('Robin here');
    await expect(bob.page.getByRole('list', { name: 'Posts' }).getByRole('article', { name: /^Post by/ })).toHaveCount(
      2,
    );

    // Amy deletes her post; Bob sees only his own.
    await amysPost.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Post deleted')).toBeVisible();
    await expect(postBy(page, amy)).toHaveCount(0);
    await expect(postBy(bob.page, amy)).toHaveCount(0, LIVE);
    await expect(bob.page.getByRole('contentinfo').getByText('1 post', { exact: true })).toBeVisible(LIVE);
    await bob.close();
  });

  test('after a dropped connection the board catches up and stays live', async ({
    page,
    owner: _owner,
    browser,
    baseURL,
  }) => {
    const BOARD = 14;
    const kim = await secondOwner(browser, baseURL!, 'Kim Tanaka');
    await page.goto(`/discussion-board/${BOARD}`);
    await expect(page.getByText('No posts yet. Be the first to start the conversation!')).toBeVisible();
    await apiPost(kim.page, BOARD, 'First: before the connection dropped');
    await expect(postBy(page, kim.owner)).toHaveCount(1, LIVE);

    // The phone loses its connection; meanwhile Kim posts again.
    await page.context().setOffline(true);
    await page.waitForTimeout(1000);
    await apiPost(kim.page, BOARD, 'Second: while you were offline');
    await page.context().setOffline(false);
    await expect(page.getByText('Second: while you were offline')).toBeVisible({ timeout: 10_000 });

    // The stream is back: a new post arrives live again, and nothing shows twice.
    await apiPost(kim.page, BOARD, 'Third: after the connection came back');
    await expect(page.getByText('Third: after the connection came back')).toBeVisible({ timeout: 10_000 });
    await expect(postBy(page, kim.owner)).toHaveCount(3);
    await kim.close();
  });

  test('images: the 5 MB message, a photo on a post, seen large, removed in an edit', async ({ page, owner }) => {
    const BOARD = 7;
    await page.goto(`/discussion-board/${BOARD}`);
    await expect(page.getByText('No posts yet. Be the first to start the conversation!')).toBeVisible();
    const picker = composer(page).getByLabel('Add photo');
    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(toasts(page).getByText('Image too large')).toBeVisible();
    await expect(toasts(page).getByText('Please select an image smaller than 5MB.')).toBeVisible();
    await expect(composer(page).getByRole('img')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/boards-image-too-large.png' });

    await picker.setInputFiles({ name: 'pip.png', mimeType: 'image/png', buffer: await pngOf(320) });
    await expect(composer(page).getByRole('img', { name: 'Selected image preview' })).toBeVisible();
    await composer(page).getByRole('button', { name: 'Remove image' }).click();
    await expect(composer(page).getByRole('img')).toHaveCount(0);
    await composer(page)
      .getByLabel('Add photo')
      .setInputFiles({ name: 'pip.png', mimeType: 'image/png', buffer: await pngOf(320) });
    await composer(page).getByLabel('Start a conversation').fill('Pip in the sunshine');
    await page.screenshot({ path: '/tmp/boards-composer-photo.png' });
    await postButton(page).click();
    await expect(toasts(page).getByText('Post created')).toBeVisible();

    const post = postBy(page, owner);
    const image = post.getByRole('img', { name: /^Image shared by / });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await post.getByRole('button', { name: /^View image shared by .* larger$/ }).click();
    const viewer = page.getByRole('dialog', { name: /^Image shared by / });
    await expect(viewer.getByRole('img')).toBeVisible();
    await page.screenshot({ path: '/tmp/boards-image-dialog.png' });
    await viewer.getByRole('button', { name: 'Close dialog' }).click();

    // Replace, then remove the image in edits.
    const before = await image.getAttribute('src');
    await post.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit post' });
    await expect(edit.getByRole('img', { name: 'Current image' })).toBeVisible();
    await edit
      .getByLabel('Replace photo')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
    await expect(toasts(page).getByText('Image too large')).toBeVisible();
    await edit
      .getByLabel('Replace photo')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await pngOf(200) });
    await expect(edit.getByRole('img', { name: 'New image preview' })).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Post updated')).toBeVisible();
    await expect(image).not.toHaveAttribute('src', before!);

    await post.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('form', { name: 'Edit post' }).getByRole('button', { name: 'Remove image' }).click();
    await page.getByRole('form', { name: 'Edit post' }).getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Post updated')).toBeVisible();
    await expect(post.getByRole('img')).toHaveCount(0);
    await expect(post).toContainText('Pip in the sunshine');

    // Cancel leaves the post as it was.
    await post.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('form', { name: 'Edit post' }).getByRole('textbox').fill('Not saved');
    await page.getByRole('form', { name: 'Edit post' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(post).toContainText('Pip in the sunshine');
    await expect(page.getByText('Not saved')).toHaveCount(0);
  });

  test('search: highlighted matches as text and marks only, the empty result, clearing', async ({ page, owner }) => {
    const BOARD = 8;
    await apiPost(page, BOARD, 'Our cat Miso loves chasing feathers around the kitchen.');
    await apiPost(page, BOARD, '<img src=x onerror="window.__xss=1"> Whiskers & <b>treats</b> tips please');
    await apiPost(page, BOARD, 'Long walks on the beach are the best.');
    await page.goto(`/discussion-board/${BOARD}`);
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(3);

    const box = page.getByRole('searchbox', { name: 'Search posts' });
    // A blank term does not search.
    await box.fill('   ');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
    await box.press('Enter');
    await expect(page.getByRole('form', { name: 'New post' })).toBeVisible();

    await box.fill('feathers');
    await box.press('Enter');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.locator('mark')).toHaveText([/feathers/i]);
    await expect(page.getByRole('form', { name: 'New post' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/boards-search.png' });
    await expectAccessible(page, 'search results');

    // The owner's markup is shown as text; only <mark> is rendered.
    await box.fill('whiskers');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByText('<img src=x onerror="window.__xss=1">', { exact: false }).first()).toBeVisible();
    await expect(results.getByText(/<b>treats<\/b>/).first()).toBeVisible();
    await expect(results.locator('article p img, article p b')).toHaveCount(0);
    await expect(results.locator('mark').first()).toHaveText(/whiskers/i);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await box.fill('zebra');
    await box.press('Enter');
    await expect(page.getByText('No posts found matching "zebra"')).toBeVisible();
    await page.screenshot({ path: '/tmp/boards-search-empty.png' });

    // Clearing the box leaves search mode.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('form', { name: 'New post' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(3);
    await box.fill('beach');
    await box.press('Enter');
    await expect(results.getByRole('article')).toHaveCount(1);
    await box.fill('');
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(3);
    void owner;
  });

  test("'Load more' shows older threads, 20 at a time", async ({ page, owner: _owner, playwright, baseURL }) => {
    const BOARD = 9;
    // The server allows a few posts a minute per person: three neighbours write the 22 threads.
    const writers = [];
    for (let i = 0; i < 3; i += 1) {
      const api = await playwright.request.newContext({ baseURL });
      await createOwner(api, `Neighbour ${i + 1}`);
      writers.push(api);
    }
    for (let i = 1; i <= 22; i += 1) {
      const res = await writers[i % 3]!.post(`/api/discussion-boards/${BOARD}/posts`, {
        multipart: { content: `Thread number ${i}` },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await Promise.all(writers.map((w) => w.dispose()));
    await page.goto(`/discussion-board/${BOARD}`);
    const threads = page.getByRole('list', { name: 'Posts' }).getByRole('article', { name: /^Post by/ });
    await expect(threads).toHaveCount(20);
    await expect(threads.first()).toContainText('Thread number 22');
    await expect(page.getByText('Thread number 2', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(threads).toHaveCount(22);
    await expect(threads.last()).toContainText('Thread number 1');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByText('22 posts')).toBeVisible();
  });

  test('report: a reason from the list, thanks, and one report per post', async ({ page, owner, browser, baseURL }) => {
    const BOARD = 10;
    const sam = await secondOwner(browser, baseURL!, 'Sam Carter');
    const postId = await apiPost(sam.page, BOARD, 'Selling puppies, DM me!!!');
    await apiPost(sam.page, BOARD, 'Also, this reply is a bit off-topic', postId);
    await apiPost(page, BOARD, 'My own post cannot be reported by me');
    await page.goto(`/discussion-board/${BOARD}`);

    await expect(postBy(page, owner).getByRole('button', { name: /^More actions/ })).toHaveCount(0);
    const samsPost = postBy(page, sam.owner);
    await samsPost.getByRole('button', { name: /^More actions for .*'s post$/ }).click();
    // A member reports; only a moderator or the admin may remove someone else's post (moderation.spec.ts).
    await expect(page.getByRole('menuitem', { name: 'Remove post' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await expect(dialog.getByRole('radio')).toHaveCount(5);
    for (const label of [
      'Spam or advertising',
      'Unkind or abusive',
      'Inappropriate image or text',
      'Off-topic',
      'Something else',
    ]) {
      await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await page.screenshot({ path: '/tmp/boards-report.png' });
    await expectAccessible(page, 'report dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page).getByText('Thanks for letting us know')).toBeVisible();
    await expect(toasts(page).getByText('An admin will take a look.')).toBeVisible();

    // A second report of the same post: the server's message.
    await samsPost.getByRole('button', { name: /^More actions for .*'s post$/ }).click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Something else' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
    await expect(toasts(page).getByText(POST_MESSAGES.alreadyReported)).toBeVisible();

    // A reply can be reported too.
    await replyBy(samsPost, sam.owner)
      .getByRole('button', { name: /^More actions for .*'s reply$/ })
      .click();
    await page.getByRole('menuitem', { name: 'Report reply' }).click();
    await page.getByRole('dialog', { name: 'Report this reply' }).getByRole('radio', { name: 'Off-topic' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
    await expect(toasts(page).getByText('Thanks for letting us know')).toBeVisible();
    await sam.close();
  });

  test('failure toasts when the server fails', async ({ page, owner }) => {
    const BOARD = 11;
    const postId = await apiPost(page, BOARD, 'A post that will not change');
    await page.goto(`/discussion-board/${BOARD}`);
    const post = postBy(page, owner);
    await expect(post).toBeVisible();

    const fail = (method: string) => (route: import('@playwright/test').Route) =>
      route.request().method() === method
        ? route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'internal' } })
        : route.fallback();
    await page.route(`**/api/discussion-boards/${BOARD}/posts`, fail('POST'));
    await page.route(`**/api/discussion-boards/${BOARD}/posts/${postId}`, fail('PATCH'));
    await page.route(`**/api/discussion-boards/${BOARD}/posts/${postId}`, fail('DELETE'));

    await composer(page).getByLabel('Start a conversation').fill('This will fail');
    await postButton(page).click();
    await expect(toasts(page).getByText('There was an error creating your post. Please try again.')).toBeVisible();
    await expect(composer(page).getByLabel('Start a conversation')).toHaveValue('This will fail');

    await post.getByRole('button', { name: 'Reply', exact: true }).click();
    await page
      .getByRole('form', { name: /^Reply to / })
      .getByRole('textbox')
      .fill('This reply will fail');
    await page
      .getByRole('form', { name: /^Reply to / })
      .getByRole('button', { name: 'Reply', exact: true })
      .click();
    await expect(toasts(page).getByText('There was an error posting your reply. Please try again.')).toBeVisible();

    await post.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('form', { name: 'Edit post' }).getByRole('textbox').fill('Changed');
    await page.getByRole('form', { name: 'Edit post' }).getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('There was an error updating your post. Please try again.')).toBeVisible();
    await page.getByRole('form', { name: 'Edit post' }).getByRole('button', { name: 'Cancel' }).click();

    await post.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('There was an error deleting your post. Please try again.')).toBeVisible();
    await expect(post).toContainText('A post that will not change');
    await page.screenshot({ path: '/tmp/boards-failure.png' });
  });

  test('the server refuses blank content with the product words', async ({ page, owner: _owner }) => {
    const res = await page.request.post('/api/discussion-boards/12/posts', { multipart: { content: '   ' } });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain(POST_MESSAGES.postRequired);
  });

  test('board header: counts, back home, and unknown boards', async ({ page, owner: _owner }) => {
    await page.goto('/discussion-board/13');
    const counts = await boardCounts(page, 13);
    await expect(page.getByText(counts.memberCount === 1 ? '1 member' : `${counts.memberCount} members`)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(plural(counts.postCount))).toBeVisible();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const id of ['9999', 'abc', '0', '-3']) {
      await page.goto(`/discussion-board/${id}`);
      await expect(page.getByRole('heading', { name: 'Discussion Board Not Found' })).toBeVisible();
    }
    await expectAccessible(page, 'board not found');
  });

  test('the edit box grows with its text, and its Save sits where the composer has Post', async ({
    page,
    owner: _owner,
  }) => {
    const long = Array.from({ length: 14 }, (_, i) => `Line ${i + 1} of a long story about Pip.`).join('\n');
    await apiPost(page, 16, long);
    await page.goto('/discussion-board/16');
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const box = page.getByRole('form', { name: 'Edit post' }).getByRole('textbox');
    // All of the text in view: no scrolling inside the box.
    await expect.poll(() => box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(2);
    await box.fill(`${long}\nOne more line.\nAnd another.`);
    await expect.poll(() => box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(2);
    const save = await page
      .getByRole('form', { name: 'Edit post' })
      .getByRole('button', { name: 'Save' })
      .boundingBox();
    const editForm = await page.getByRole('form', { name: 'Edit post' }).boundingBox();
    const post = await postButton(page).boundingBox();
    const newPost = await composer(page).boundingBox();
    // Both primary buttons end at their form's right edge.
    expect(Math.abs(editForm!.x + editForm!.width - (save!.x + save!.width))).toBeLessThan(2);
    expect(newPost!.x + newPost!.width - (post!.x + post!.width)).toBeLessThan(20);
  });
});
