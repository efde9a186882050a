/** Owners' own data: download it as a JSON file, or delete the account (then signed out). */
import * as authRoutes from '#shared/routes/auth.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage, urlFor } from '#client/lib/api-client.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { EXPORT_FILE_NAME } from '#shared/rules/auth.ts';
import { USER_KEY } from './session.ts';

/** Fetches the export and hands it to the browser as a file download. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
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
    },
    onSuccess: () =>
      toast({ title: 'Your data is downloading', description: `Saved as ${EXPORT_FILE_NAME}.`, variant: 'success' }),
    onError: (err) => toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useDeleteMyAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(authRoutes.deleteMyAccount, { body: { password } }),
    onSuccess: () => {
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      qc.setQueryData(USER_KEY, null);
      toast({ title: 'Account deleted', description: 'Your account and all your data have been removed.' });
    },
  });
}
