/**
 * The service worker's push handlers (public/push-sw.js), run in a context of their own with a stand-in
 * for the worker's `self`: a push shows the server's message, a tap brings an open PawType window to the
 * page the notification is about (or opens one), and never leaves PawType. (Playwright checks the real
 * worker shows a pushed message; a browser will not let a test tap a system notification.)
 */
import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const SOURCE = fs.readFileSync(new URL('../../public/push-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://pawtype.example';

interface FakeWindow {
  url: string;
  focus: () => Promise<FakeWindow>;
  navigate: ReturnType<typeof vi.fn>;
}

function worker(windows: Array<{ url: string }> = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const opened: string[] = [];
  const clients: FakeWindow[] = windows.map((w) => {
    const client: FakeWindow = {
      url: w.url,
      focus: async () => client,
      navigate: vi.fn(async (to: string) => client.url === to || client),
    };
    return client;
  });
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  vm.runInNewContext(SOURCE, { self, URL });
  /** Dispatches an event to the worker's listener and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  const tap = (url: unknown) => {
    const close = vi.fn();
    return dispatch('notificationclick', { notification: { close, data: { url } } }).then(() => close);
  };
  return { dispatch, tap, shown, opened, clients };
}

describe('the service worker: push', () => {
  it("shows the server's title, body and tag, and keeps the page it is about", async () => {
    const w = worker();
    const message = {
      title: '3 new replies on "Thumping at night"',
      body: 'Sam: Try a covered hide',
      url: '/discussion-board/4?thread=9&post=12',
      tag: 'thread-9',
    };
    await w.dispatch('push', { data: { json: () => message, text: () => JSON.stringify(message) } });
    expect(w.shown).toEqual([
      {
        title: message.title,
        options: expect.objectContaining({
          body: message.body,
          tag: 'thread-9',
          renotify: true,
          data: { url: message.url },
        }),
      },
    ]);
  });

  it('shows a message that is not JSON under the app name, opening home', async () => {
    const w = worker();
    await w.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
        text: () => 'Something happened',
      },
    });
    expect(w.shown).toEqual([
      { title: 'PawType', options: expect.objectContaining({ body: 'Something happened', data: { url: '/' } }) },
    ]);
  });
});

describe('the service worker: tapping a notification', () => {
  it('brings an open PawType window to the post and opens no other', async () => {
    const w = worker([{ url: `${ORIGIN}/` }]);
    const close = await w.tap('/discussion-board/4?thread=9&post=12');
    expect(close).toHaveBeenCalled();
    expect(w.clients[0]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/discussion-board/4?thread=9&post=12`);
    expect(w.opened).toEqual([]);
  });

  it('opens a window on the post when none is open', async () => {
    const w = worker();
    await w.tap('/notifications');
    expect(w.opened).toEqual([`${ORIGIN}/notifications`]);
  });

  it('never sends the owner to another site: a foreign address opens home', async () => {
    const w = worker();
    await w.tap('https://evil.example/phish');
    expect(w.opened).toEqual([`${ORIGIN}/`]);
  });

  it('opens a window when the open one cannot be navigated (not yet controlled by the worker)', async () => {
    const w = worker([{ url: `${ORIGIN}/welcome` }]);
    w.clients[0]!.navigate.mockRejectedValueOnce(new TypeError('not controlled'));
    await w.tap('/notifications');
    expect(w.opened).toEqual([`${ORIGIN}/notifications`]);
  });
});
