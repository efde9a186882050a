import type { RefObject } from 'react';
import { DeleteActions } from '../delete-actions.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';

/**
 * 'Delete Assessment': the confirmation of an assessment card's trash button (loaded when the button
 * is first pressed). On close, focus goes back to the trash button, as with a Radix trigger.
 */
export function DeleteAssessmentDialog({
  petName,
  open,
  pending,
  onOpenChange,
  onConfirm,
  returnFocusTo,
}: {
  petName: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Delete Assessment"
        description={`Are you sure you want to delete ${petName}'s assessment?`}
        onEscapeKeyDown={(e) => pending && e.preventDefault()}
        onPointerDownOutside={(e) => pending && e.preventDefault()}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <p className="text-sm text-muted">Its results and photo will be removed for good.</p>
        <DeleteActions pending={pending} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}
