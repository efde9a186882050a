import { toast } from '#client/components/ui/use-toast.ts';
import { boardWriteError } from '#client/api/boards.ts';

/** A board write's failure toast in the product's words (or the server's 429 wait message). */
export const boardFailureToast = (description: string) => (err: unknown) =>
  toast({ title: 'Error', description: boardWriteError(err, description), variant: 'destructive' });
