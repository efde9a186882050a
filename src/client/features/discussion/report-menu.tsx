import { EllipsisVertical, Flag, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';

/** The "more" menu on someone else's post or reply: Report; and Remove for a moderator or the admin. */
export function ReportMenu({
  userName,
  isReply,
  onReport,
  onRemove,
}: {
  userName: string;
  isReply: boolean;
  onReport: () => void;
  /** Set when the viewer may remove it (moderation). */
  onRemove?: (() => void) | undefined;
}) {
  const what = isReply ? 'reply' : 'post';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`More actions for ${userName}'s ${what}`}
        className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-sand focus-visible:outline-3 focus-visible:outline-teal"
      >
        <EllipsisVertical aria-hidden className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onReport}>
          <Flag aria-hidden />
          Report {what}
        </DropdownMenuItem>
        {onRemove ? (
          <DropdownMenuItem onSelect={onRemove} className="text-danger">
            <Trash2 aria-hidden />
            Remove {what}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
