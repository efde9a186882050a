/**
 * The one API client. Every call sends cookies; a non-success response raises an ApiError whose
 * message is "status: body text" (or the status text when the body is empty), as the product's API
 * rules say. Calls are made through the Zod-free route tables src/shared/routes/<domain>.generated.ts, typed by the
 * endpoint contracts of src/shared/contracts (type imports only), so the path, the input and the
 * reply are typed by the same schemas the server enforces while Zod loads only with the screens
 * whose forms validate with it (docs/decisions/0020).
 */
import type { BodyInput, Endpoint, ParamsInput, QueryInput, ResponseOf, Route } from '#shared/contracts/define.ts';

export type { Route };
import type { ZodType } from 'zod';
import { pathFor } from '#shared/paths.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { CONNECTION_MESSAGES } from '#shared/rules/connection.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  private get parsedBody(): { message?: unknown; code?: unknown } | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }

  /** The server's `message` when the body is `{ message, code }`, else the raw text. */
  get serverMessage(): string {
    const message = this.parsedBody?.message;
    return typeof message === 'string' ? message : this.body || this.message;
  }

  /** The server's stable error `code` (ERROR_CODES), when it sent one. */
  get code(): string | null {
    const code = this.parsedBody?.code;
    return typeof code === 'string' ? code : null;
  }
}

/** The server said the thing asked for does not exist (or is not the caller's). */
export const isNotFound = (err: unknown) =>
  err instanceof ApiError && (err.code === ERROR_CODES.notFound || err.status === 404);

/**
 * The request got no answer: the device is offline, the server could not be reached, or it took longer
 * than the caller waits (`timedOut`). Never a sign-out: only a 401 is (docs/decisions/0049).
 */
export class NetworkError extends Error {
  constructor(
    readonly offline: boolean,
    readonly timedOut = false,
  ) {
    super(
      timedOut
        ? CONNECTION_MESSAGES.timeout
        : offline
          ? CONNECTION_MESSAGES.offlineAction
          : CONNECTION_MESSAGES.unreachable,
    );
    this.name = 'NetworkError';
  }
}

/** No answer, or the server failed (5xx): worth a retry, and never a sign-out nor a 'not found'. */
export const isServerProblem = (err: unknown) =>
  err instanceof NetworkError || (err instanceof ApiError && err.status >= 500);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A reply that is not the shape its contract promises. */
export class InvalidResponseError extends Error {}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
  } catch (err) {
    // fetch rejects only when no answer came: a TypeError (offline, refused, reset) or our timeout.
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new NetworkError(isOffline(), timedOut);
  }
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What a call of endpoint `E` sends: its path params, query and body (a FormData for multipart). */
export type EndpointInput<E extends Endpoint> = {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  body?: BodyInput<E> | FormData;
};

/** The URL of an endpoint with its path parameters and query filled in. */
export function urlFor<E extends Endpoint>(route: Route<E>, input: Omit<EndpointInput<E>, 'body'> = {}): string {
  const path = pathFor(route.path, input.params as Record<string, unknown> | undefined);
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : path;
}

/**
 * Calls an endpoint through its route. With `validate` (the contract's response schema, for a caller
 * that has loaded it), the reply is checked and an InvalidResponseError is thrown when it does not fit.
 */
export async function callApi<E extends Endpoint>(
  route: Route<E>,
  input: EndpointInput<E> = {},
  options: { validate?: ZodType; timeoutMs?: number } = {},
): Promise<ResponseOf<E>> {
  const data = await apiRequest<unknown>(route.method, urlFor(route, input), input.body, {
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  if (options.validate) {
    const parsed = options.validate.safeParse(data);
    if (!parsed.success) throw new InvalidResponseError('Received invalid data format from server');
    return parsed.data as ResponseOf<E>;
  }
  return data as ResponseOf<E>;
}

/**
 * The query key of an endpoint's reply: its URL. Invalidating `queryKeyFor(listEndpoint)` refreshes
 * exactly that list; keys of single items never collide with it.
 */
export const queryKeyFor = <E extends Endpoint>(route: Route<E>, input: Omit<EndpointInput<E>, 'body'> = {}) =>
  [urlFor(route, input)] as const;

/** A readable message for a toast: the server's message when there is one. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof NetworkError) return err.message;
  if (err instanceof Error) return err.message;
  return 'An unexpected error occurred';
}
