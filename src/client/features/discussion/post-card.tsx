import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import type { Post } from '#shared/contracts/boards.ts';
import { cn } from '#client/lib/utils.ts';
import type { BoardActions } from './board-actions';
import { EditPostForm } from './edit-post-form';
import { HighlightedText } from './highlighted-text';
import { PostImage } from './image-viewer';
import { PostMeta } from './post-meta';
import { ReplyComposer, ReplyList } from './reply-list';
import { ReportMenu } from './report-menu';

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-muted transition-colors hover:bg-primary-soft hover:text-primary-strong [&_svg]:size-[1.125rem]';

/**
 * One thread: author, pet, time, text (or the search markup), image, replies and actions. Search hits
 * that are replies show as such, without their own reply box.
 */
export function PostCard({ post, highlighted, actions }: { post: Post; highlighted?: string; actions: BoardActions }) {
  const isReply = post.parentId !== null;
  const editing = actions.editingId === post.id && !isReply;
  const replying = actions.replyingId === post.id && !isReply;
  const count = post.replies.length;

  return (
    <article
      id={`post-${post.id}`}
      aria-label={`${isReply ? 'Reply' : 'Post'} by ${post.userName}`}
      data-highlighted={actions.highlightId === post.id ? 'true' : undefined}
      className={cn(
        'grid min-w-0 scroll-mt-24 grid-cols-1 gap-3 rounded-card bg-white p-4 shadow-card',
        editing && 'ring-2 ring-primary/40',
        actions.highlightId === post.id && 'bg-primary-soft/40 ring-4 ring-primary',
      )}
    >
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <PostMeta post={post} />
        </div>
        {!post.isCurrentUser ? (
          <ReportMenu
            userName={post.userName}
            isReply={isReply}
            onReport={() => actions.askReport({ postId: post.id, userName: post.userName, isReply })}
            onRemove={actions.canModerate ? () => actions.askDelete(post.id) : undefined}
          />
        ) : null}
      </div>
      {isReply ? (
        <p className="-mb-1 text-xs font-bold tracking-wide text-teal uppercase">Reply in a conversation</p>
      ) : null}

      {editing ? (
        <EditPostForm boardId={actions.boardId} post={post} onDone={() => actions.setEditingId(null)} />
      ) : (
        <>
          <p className="leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap">
            {highlighted !== undefined ? <HighlightedText html={highlighted} /> : post.content}
          </p>
          {post.imageUrl ? <PostImage src={post.imageUrl} author={post.userName} /> : null}
        </>
      )}

      {!editing ? (
        <div className="-mx-2 -mb-1 flex flex-wrap items-center gap-1 border-t border-sand/70 pt-2">
          {!isReply ? (
            <button
              type="button"
              className={cn(actionClass, replying && 'bg-teal-soft text-teal')}
              aria-expanded={replying}
              onClick={() => {
                actions.setReplyingId(replying ? null : post.id);
              }}
            >
              <MessageCircle aria-hidden />
              Reply
            </button>
          ) : null}
          {count > 0 ? (
            <span className="px-1 text-xs font-semibold text-muted">
              {count} {count === 1 ? 'reply' : 'replies'}
            </span>
          ) : null}
          {post.isCurrentUser ? (
            <span className="ml-auto flex">
              {!isReply ? (
                <button
                  type="button"
                  className={actionClass}
                  onClick={() => {
                    actions.setEditingId(post.id);
                  }}
                >
                  <Pencil aria-hidden />
                  Edit
                </button>
              ) : null}
              <button
                type="button"
                className={cn(actionClass, 'hover:bg-danger-soft hover:text-danger')}
                onClick={() => actions.askDelete(post.id)}
              >
                <Trash2 aria-hidden />
                Delete
              </button>
            </span>
          ) : null}
        </div>
      ) : null}

      <ReplyList replies={post.replies} actions={actions} />
      {replying ? <ReplyComposer post={post} actions={actions} /> : null}
    </article>
  );
}
