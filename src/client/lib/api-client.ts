/**
 * The one API client. Every call sends cookies; a non-success response raises
 * "status: body text" (or the status text when the body is empty), as spec section 7 says.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `message` when the body is `{ message, code }`, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.body || this.message;
  }
}

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

/** GET as JSON; with on401 'returnNull' a 401 reads as null (signed out). */
export async function apiGet<T>(url: string, on401: 'throw' | 'returnNull' = 'throw'): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** A readable message for a toast: the server's message when there is one. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage;
  if (err instanceof Error) return err.message;
  return 'An unexpected error occurred';
}
