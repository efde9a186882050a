import { useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { isAlreadyReported, postParams } from '#client/api/boards.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import { REPORT_REASONS, type ReportReason } from '#shared/rules/boards.ts';
import { cn } from '#client/lib/utils.ts';

export interface ReportTarget {
  postId: number;
  userName: string;
  isReply: boolean;
}

/** Report someone else's post or reply: one of REPORT_REASONS, then Send report. */
export function ReportDialog({
  boardId,
  target,
  onClose,
}: {
  boardId: number;
  target: ReportTarget | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const report = useEndpointMutation(boardsRoutes.reportPost, {
    onSuccess: () =>
      toast({ title: 'Thanks for letting us know', description: 'An admin will take a look.', variant: 'success' }),
  });

  const close = () => {
    setReason(null);
    setError(null);
    report.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target || !reason) return;
    setError(null);
    report.mutate(
      { params: postParams(boardId, target.postId), body: { reason } },
      {
        onSuccess: close,
        onError: (err) => {
          if (isAlreadyReported(err)) {
            toast({ title: 'Already reported', description: errorMessage(err) });
            close();
          } else {
            setError(errorMessage(err));
          }
        },
      },
    );
  };

  const what = target?.isReply ? 'reply' : 'post';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !report.isPending && close()}>
      <DialogContent
        title={`Report this ${what}`}
        description={target ? `What's wrong with ${target.userName}'s ${what}? An admin will review it.` : undefined}
      >
        <form onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="sr-only">Reason</legend>
            {REPORT_REASONS.map((r) => (
              <label
                key={r.value}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 font-semibold transition-colors',
                  reason === r.value ? 'border-primary bg-primary-soft' : 'border-sand bg-white hover:bg-cream',
                )}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={r.value}
                  checked={reason === r.value}
                  onChange={() => setReason(r.value)}
                  className="size-5 accent-primary"
                />
                {r.label}
              </label>
            ))}
          </fieldset>
          {error ? (
            <p role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!reason || report.isPending}>
              {report.isPending ? (
                <Spinner className="size-5 text-white" label="Sending report" />
              ) : (
                <Flag aria-hidden />
              )}
              Send report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
