import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, NetworkError } from './api-client.ts';
import { CONNECTION_MESSAGES } from '#shared/rules/connection.ts';

/** What apiRequest throws when fetch behaves as `fetchImpl`, with the device online or not. */
async function failure(fetchImpl: () => Promise<Response>, onLine: boolean): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  vi.stubGlobal('navigator', { onLine });
  return apiRequest('GET', '/api/user').then(
    () => null,
    (err: unknown) => err,
  );
}

describe('a request without an answer is a NetworkError, never a sign-out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offline: says the action needs a connection', async () => {
    const err = await failure(() => Promise.reject(new TypeError('Failed to fetch')), false);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ offline: true, timedOut: false });
    expect(errorMessage(err)).toBe(CONNECTION_MESSAGES.offlineAction);
  });

  it('online but unreachable: says PawType could not be reached', async () => {
    const err = await failure(() => Promise.reject(new TypeError('Failed to fetch')), true);
    expect(err).toMatchObject({ offline: false, timedOut: false });
    expect(errorMessage(err)).toBe(CONNECTION_MESSAGES.unreachable);
  });

  it('no answer in time: says it is taking too long', async () => {
    const err = await failure(() => Promise.reject(new DOMException('signal timed out', 'TimeoutError')), true);
    expect(err).toMatchObject({ timedOut: true });
    expect(errorMessage(err)).toBe(CONNECTION_MESSAGES.timeout);
  });

  it('a 5xx is the server answering: an ApiError with its status (the session shows it with a retry)', async () => {
    const err = await failure(
      () => Promise.resolve(new Response('{"message":"Service unavailable"}', { status: 503 })),
      true,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).not.toBeInstanceOf(NetworkError);
    expect((err as ApiError).status).toBe(503);
  });

  it('the session call waits at most its timeout', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      return Promise.resolve(new Response('null', { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/user', undefined, { timeoutMs: 15_000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
