'use client';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** The box to edit a post, loaded when its author first clicks Edit. */
export function PostEditor({
  draft,
  onDraft,
  onSave,
  onCancel,
}: {
  draft: string;
  onDraft: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="mt-3 grid gap-2">
      <Textarea value={draft} onChange={(e) => onDraft(e.target.value)} rows={4} aria-label="Edit your post" />
      <div className="flex gap-2">
        <Button size="sm" onClick={onSave}>
          Save changes
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
