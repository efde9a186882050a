import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '#client/lib/endpoint-hooks.ts';
import * as boardsRoutes from '#shared/routes/boards.generated.ts';
import { newPostBody, refreshBoard } from '#client/api/boards.ts';
import { boardFailureToast } from './board-toasts';
import { POST_CONTENT_MAX, POST_MESSAGES } from '#shared/rules/boards.ts';
import { ImagePickerButton, ImagePreview, useObjectUrl } from './image-picker';

/** The new-post box: text, an optional image (preview, remove), Post. */
export function PostComposer({ boardId, archetypeName }: { boardId: number; archetypeName: string }) {
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const preview = useObjectUrl(image);
  const qc = useQueryClient();
  const create = useEndpointMutation(boardsRoutes.createPost, {
    onSuccess: () => {
      toast({ title: 'Post created', description: 'Your post has been shared with the board.', variant: 'success' });
      return refreshBoard(qc, boardId);
    },
    onError: boardFailureToast('There was an error creating your post. Please try again.'),
  });
  const blank = content.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) {
      toast({ title: POST_MESSAGES.postRequired, description: POST_MESSAGES.postRequiredHint, variant: 'destructive' });
      return;
    }
    create.mutate(
      { params: { boardId: String(boardId) }, body: newPostBody(boardId, content, image) },
      {
        onSuccess: () => {
          setContent('');
          setImage(null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="New post" className="grid gap-3 rounded-card bg-white p-4 shadow-card">
      <label htmlFor="new-post" className="text-base font-extrabold">
        Start a conversation
      </label>
      <textarea
        id="new-post"
        value={content}
        maxLength={POST_CONTENT_MAX}
        onChange={(e) => setContent(e.target.value)}
        placeholder={`Share a story, a photo or a question with other ${archetypeName} owners…`}
        rows={3}
        className="min-h-24 w-full resize-y rounded-2xl border-2 border-sand bg-cream/60 px-4 py-3 text-base text-ink placeholder:text-muted/80 focus:border-primary focus:bg-white focus:outline-none"
      />
      {preview ? <ImagePreview src={preview} onRemove={() => setImage(null)} label="Selected image preview" /> : null}
      <div className="flex items-center justify-between gap-2">
        <ImagePickerButton onPick={setImage} label={image ? 'Change photo' : 'Add photo'} disabled={create.isPending} />
        <Button type="submit" size="sm" className="min-h-11 px-5" disabled={blank || create.isPending}>
          {create.isPending ? <Spinner className="size-5 text-white" label="Posting" /> : <Send aria-hidden />}
          Post
        </Button>
      </div>
    </form>
  );
}
