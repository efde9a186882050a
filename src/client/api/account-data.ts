/** Owners' own data as a file: the export is fetched and handed to the browser as a download. */
import * as authRoutes from '#shared/routes/auth.generated.ts';
import { urlFor } from '#client/lib/api-client.ts';
import { EXPORT_FILE_NAME } from '#shared/rules/auth.ts';

/** Fetches the export and saves it as EXPORT_FILE_NAME; a non-OK reply throws "status: body". */
export async function downloadMyData(): Promise<void> {
  const res = await fetch(urlFor(authRoutes.exportMyData), { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const blob = new Blob([await res.text()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = EXPORT_FILE_NAME;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
