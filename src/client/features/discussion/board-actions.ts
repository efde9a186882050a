import type { ReportTarget } from './report-dialog';

/** What a post card can ask of the board screen (one edit and one reply box open at a time). */
export interface BoardActions {
  boardId: number;
  editingId: number | null;
  setEditingId: (id: number | null) => void;
  replyingId: number | null;
  setReplyingId: (id: number | null) => void;
  askDelete: (postId: number) => void;
  /** The viewer is a moderator or the admin: anyone's post or reply can be removed. */
  canModerate: boolean;
  askReport: (target: ReportTarget) => void;
  /** The post or reply a link opened the board at (?thread=&post=): scrolled to and highlighted. */
  highlightId: number | null;
}
