/** Where the PostgreSQL server suites run: TEST_DATABASE_URL, else the local server's `test` db. */
export const TEMPLATE_DB = 'pawtype_template';

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export function pgUrlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}
