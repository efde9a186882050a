import { DeleteActions } from '#client/components/delete-actions.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';

/** 'Are you sure you want to delete this post?'; both buttons wait while deleting. */
export function DeletePostDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title="Are you sure you want to delete this post?"
        description="This action cannot be undone. The post will be permanently deleted."
      >
        <DeleteActions pending={pending} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}
