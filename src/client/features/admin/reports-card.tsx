import { timeAgo } from '#client/lib/time-ago.ts';
import { Check, Flag, LoaderCircle, Trash2 } from 'lucide-react';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { REPORTS_KEY } from '#client/api/admin.ts';
import { useUser } from '#client/api/session.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import * as adminRoutes from '#shared/routes/admin.generated.ts';
import { type ReportedPost } from '#shared/contracts/admin.ts';
import { REPORT_REASON_LABELS } from '#shared/rules/admin.ts';

/** Reported posts: the moderation queue, newest report first, with 'Delete post' and 'Dismiss'. */
export function ReportsCard() {
  const { user } = useUser();
  const { data, isLoading, isError } = useEndpointQuery(adminRoutes.listReports, {}, { enabled: user !== null });
  return (
    <Card aria-labelledby="reports-title">
      <div className="flex items-center justify-between gap-2">
        <CardTitle id="reports-title">Reported posts</CardTitle>
        {data && data.length > 0 ? (
          <span className="rounded-full bg-danger-soft px-3 py-0.5 text-sm font-extrabold text-danger">
            {data.length}
          </span>
        ) : null}
      </div>
      {isLoading ? <p className="mt-2 text-sm text-muted">Loading reports...</p> : null}
      {isError ? <p className="mt-2 text-sm text-danger">The reports could not be loaded.</p> : null}
      {data && data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No reported posts. All quiet on the boards.</p>
      ) : null}
      {data && data.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {data.map((r) => (
            <ReportItem key={r.postId} report={r} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function ReportItem({ report: r }: { report: ReportedPost }) {
  const qc = useQueryClient();
  const resolve = useEndpointMutation(adminRoutes.resolveReport, {
    input: (v: { postId: number; action: 'delete' | 'dismiss' }) => ({
      params: { postId: String(v.postId) },
      body: { action: v.action },
    }),
    onSuccess: (res) => {
      toast({
        title: res.action === 'delete' ? 'Post deleted' : 'Reports dismissed',
        description:
          res.action === 'delete'
            ? 'The post, its replies and images have been removed.'
            : 'The post stays on its board and leaves the queue.',
        variant: 'success',
      });
      void qc.invalidateQueries({ queryKey: REPORTS_KEY });
    },
    onError: (err) => toast({ title: 'Moderation failed', description: errorMessage(err), variant: 'destructive' }),
  });
  const busy = resolve.isPending;
  const kind = r.parentId === null ? 'Post' : 'Reply';
  return (
    <li className="rounded-2xl border border-sand p-3" aria-label={`${kind} by ${r.authorName}`}>
      <p className="text-xs font-bold text-muted">
        {kind} by <span className="text-ink">{r.authorName}</span> on {r.boardName}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{r.content}</p>
      {r.imageUrl ? (
        <img
          src={r.imageUrl}
          alt={`Image in the reported ${kind.toLowerCase()}`}
          className="mt-2 max-h-32 rounded-xl"
        />
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
        <Flag aria-hidden className="size-3.5 text-danger" />
        <span className="font-bold text-danger">{r.reportCount === 1 ? '1 report' : `${r.reportCount} reports`}</span>
        {r.reasons.map((reason) => (
          <span key={reason} className="rounded-full bg-sand px-2 py-0.5 font-semibold">
            {REPORT_REASON_LABELS[reason] ?? reason}
          </span>
        ))}
        <span className="text-muted">· last {timeAgo(r.lastReportedAt)}</span>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          onClick={() => resolve.mutate({ postId: r.postId, action: 'delete' })}
          aria-label={`Delete post by ${r.authorName}`}
        >
          {busy && resolve.variables?.action === 'delete' ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Trash2 aria-hidden />
          )}
          Delete post
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => resolve.mutate({ postId: r.postId, action: 'dismiss' })}
          aria-label={`Dismiss reports on the post by ${r.authorName}`}
        >
          <Check aria-hidden />
          Dismiss
        </Button>
      </div>
    </li>
  );
}
