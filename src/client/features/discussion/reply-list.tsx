import { useState, type FormEvent } from 'react';
import { CornerDownRight, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import { refreshBoard, replyBody } from '#client/api/boards.ts';
import { boardFailureToast } from './board-toasts';
import { type Post } from '#shared/contracts/boards.ts';
import { POST_CONTENT_MAX, POST_MESSAGES } from '#shared/rules/boards.ts';
import type { BoardActions } from './board-actions';
import { PostImage } from './image-viewer';
import { ImagePickerButton, ImagePreview, useObjectUrl } from './image-picker';
import { PostMeta } from './post-meta';
import { ReportMenu } from './report-menu';

/** The replies of a thread, oldest first; own replies can be deleted, others' reported (or removed by a moderator). */
export function ReplyList({ replies, actions }: { replies: Post[]; actions: BoardActions }) {
  if (replies.length === 0) return null;
  return (
    <ul aria-label="Replies" className="grid min-w-0 grid-cols-1 gap-3 border-l-2 border-sand pl-3">
      {replies.map((reply) => (
        <li key={reply.id}>
          <article
            id={`post-${reply.id}`}
            aria-label={`Reply by ${reply.userName}`}
            data-highlighted={actions.highlightId === reply.id ? 'true' : undefined}
            className={cn(
              'grid min-w-0 scroll-mt-24 grid-cols-1 gap-2 rounded-2xl bg-cream/80 p-3',
              actions.highlightId === reply.id && 'bg-primary-soft ring-4 ring-primary',
            )}
          >
            <div className="flex items-start gap-1">
              <div className="min-w-0 flex-1">
                <PostMeta post={reply} small />
              </div>
              {reply.isCurrentUser ? (
                <button
                  type="button"
                  aria-label="Delete reply"
                  onClick={() => actions.askDelete(reply.id)}
                  className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-danger-soft hover:text-danger"
                >
                  <Trash2 aria-hidden className="size-5" />
                </button>
              ) : (
                <ReportMenu
                  userName={reply.userName}
                  isReply
                  onReport={() => actions.askReport({ postId: reply.id, userName: reply.userName, isReply: true })}
                  onRemove={actions.canModerate ? () => actions.askDelete(reply.id) : undefined}
                />
              )}
            </div>
            <p className="text-[0.95rem] leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap">
              {reply.content}
            </p>
            {reply.imageUrl ? <PostImage src={reply.imageUrl} author={reply.userName} small /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The reply box of one thread (only one is open at a time). */
export function ReplyComposer({ post, actions }: { post: Post; actions: BoardActions }) {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const preview = useObjectUrl(image);
  const qc = useQueryClient();
  const reply = useEndpointMutation(boardsRoutes.createPost, {
    onSuccess: () => {
      toast({ title: 'Reply posted', description: 'Your reply has been added.', variant: 'success' });
      return refreshBoard(qc, actions.boardId);
    },
    onError: boardFailureToast('There was an error posting your reply. Please try again.'),
  });
  const blank = content.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) {
      toast({
        title: POST_MESSAGES.replyRequired,
        description: POST_MESSAGES.replyRequiredHint,
        variant: 'destructive',
      });
      return;
    }
    reply.mutate(
      { params: { boardId: String(actions.boardId) }, body: replyBody(post.id, content, image) },
      {
        onSuccess: () => {
          setContent('');
          setImage(null);
          actions.setReplyingId(null);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={`Reply to ${post.userName}`}
      className="grid gap-2 rounded-2xl bg-teal-soft/50 p-3"
    >
      <label htmlFor={`reply-${post.id}`} className="flex items-center gap-1.5 text-sm font-bold text-teal">
        <CornerDownRight aria-hidden className="size-4" />
        Reply to {post.userName}
      </label>
      <textarea
        id={`reply-${post.id}`}
        value={content}
        maxLength={POST_CONTENT_MAX}
        onChange={(e) => setContent(e.target.value)}
        rows={2}
        autoFocus
        placeholder="Write a friendly reply…"
        className="min-h-20 w-full resize-y rounded-2xl border-2 border-sand bg-white px-4 py-3 text-base placeholder:text-muted/80 focus:border-teal focus:outline-none"
      />
      {preview ? <ImagePreview src={preview} onRemove={() => setImage(null)} label="Selected image preview" /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ImagePickerButton onPick={setImage} label={image ? 'Change photo' : 'Add photo'} disabled={reply.isPending} />
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11"
            onClick={() => actions.setReplyingId(null)}
            disabled={reply.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" variant="teal" size="sm" className="min-h-11" disabled={blank || reply.isPending}>
            {reply.isPending ? <Spinner className="size-5 text-white" label="Posting reply" /> : null}
            Reply
          </Button>
        </div>
      </div>
    </form>
  );
}
