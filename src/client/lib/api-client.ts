/**
 * The one API client. Every call sends cookies; a non-success response raises an ApiError whose
 * message is "status: body text" (or the status text when the body is empty), as the product's API
 * rules say. Calls are made through the endpoint contracts of src/shared/contracts, so the path,
 * the input and the reply are typed by the same schemas the server enforces.
 */
import {
  type BodyInput,
  type Endpoint,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  pathFor,
} from '#shared/contracts/define.ts';
import { ERROR_CODES } from '#shared/errors.ts';

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

/** A reply that is not the shape its contract promises. */
export class InvalidResponseError extends Error {}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type Input<E extends Endpoint> = {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  body?: BodyInput<E> | FormData;
};

/** The URL of an endpoint with its path parameters and query filled in. */
export function urlFor<E extends Endpoint>(endpoint: E, input: Omit<Input<E>, 'body'> = {}): string {
  const path = pathFor(endpoint.path, input.params as Record<string, unknown> | undefined);
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : path;
}

/**
 * Calls an endpoint through its contract. With `validate`, the reply is checked against the
 * contract's response schema and an InvalidResponseError is thrown when it does not fit.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: Input<E> = {},
  options: { validate?: boolean } = {},
): Promise<ResponseOf<E>> {
  const data = await apiRequest<unknown>(endpoint.method, urlFor(endpoint, input), input.body);
  if (options.validate && endpoint.response) {
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) throw new InvalidResponseError('Received invalid data format from server');
    return parsed.data as ResponseOf<E>;
  }
  return data as ResponseOf<E>;
}

/**
 * The query key of an endpoint's reply: its URL. Invalidating `queryKeyFor(listEndpoint)` refreshes
 * exactly that list; keys of single items never collide with it.
 */
export const queryKeyFor = <E extends Endpoint>(endpoint: E, input: Omit<Input<E>, 'body'> = {}) =>
  [urlFor(endpoint, input)] as const;

/** A readable message for a toast: the server's message when there is one. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof Error) return err.message;
  return 'An unexpected error occurred';
}
