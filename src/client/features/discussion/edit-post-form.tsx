import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import { postEditBody, postParams, refreshBoard } from '#client/api/boards.ts';
import { boardFailureToast } from './board-toasts';
import { type Post } from '#shared/contracts/boards.ts';
import { POST_CONTENT_MAX, POST_MESSAGES } from '#shared/rules/boards.ts';
import { ImagePickerButton, ImagePreview, useObjectUrl } from './image-picker';

/** Edit mode of one's own post: the text, remove or replace the image, Save / Cancel. */
export function EditPostForm({ boardId, post, onDone }: { boardId: number; post: Post; onDone: () => void }) {
  const [content, setContent] = useState(post.content);
  const [replacement, setReplacement] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const replacementUrl = useObjectUrl(replacement);
  const qc = useQueryClient();
  const update = useEndpointMutation(boardsRoutes.updatePost, {
    onSuccess: () => {
      toast({ title: 'Post updated', description: 'Your changes have been saved.', variant: 'success' });
      return refreshBoard(qc, boardId);
    },
    onError: boardFailureToast('There was an error updating your post. Please try again.'),
  });
  const blank = content.trim() === '';
  // The box grows with its text (the whole post in view while editing), up to most of the screen.
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 4}px`;
  }, [content]);
  const shown = replacementUrl ?? (removed ? null : post.imageUrl);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) {
      toast({ title: POST_MESSAGES.postRequired, description: POST_MESSAGES.postRequiredHint, variant: 'destructive' });
      return;
    }
    update.mutate(
      { params: postParams(boardId, post.id), body: postEditBody(content, replacement, removed) },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Edit post" className="grid gap-3">
      <label htmlFor={`edit-${post.id}`} className="sr-only">
        Edit your post
      </label>
      <textarea
        id={`edit-${post.id}`}
        ref={box}
        value={content}
        maxLength={POST_CONTENT_MAX}
        onChange={(e) => setContent(e.target.value)}
        rows={4}
        autoFocus
        className="max-h-[60dvh] min-h-24 w-full resize-y rounded-2xl border-2 border-primary/40 bg-white px-4 py-3 text-base [overflow-wrap:anywhere] focus:border-primary focus:outline-none"
      />
      {shown ? (
        <ImagePreview
          src={shown}
          label={replacement ? 'New image preview' : 'Current image'}
          onRemove={() => {
            setReplacement(null);
            setRemoved(true);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ImagePickerButton
          onPick={(file) => {
            setReplacement(file);
            setRemoved(false);
          }}
          label={shown ? 'Replace photo' : 'Add photo'}
          disabled={update.isPending}
        />
        {/* Save sits at the right, where the composer's Post is, also when the row wraps. */}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" size="sm" className="min-h-11" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" className="min-h-11" disabled={blank || update.isPending}>
            {update.isPending ? <Spinner className="size-5 text-white" label="Saving" /> : <Check aria-hidden />}
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
