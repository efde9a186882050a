/** Where the PostgreSQL server suites run: TEST_DATABASE_URL, else the local server's `test` db. */
/** One template database per test run (by process id), so runs side by side never collide. */
export const templateDbFor = (pid: number) => `pawtype_template_${pid}`;

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

export function pgUrlFor(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}
