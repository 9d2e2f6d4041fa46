'use client';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { PostCardLabels } from './post-card';

/** The box to edit a post, loaded when its author first clicks Edit. */
export function PostEditor({
  draft,
  onDraft,
  onSave,
  onCancel,
  labels,
}: {
  draft: string;
  onDraft: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
  labels: Pick<PostCardLabels, 'editPost' | 'saveChanges' | 'cancel'>;
}) {
  return (
    <div className="mt-3 grid gap-2">
      <Textarea value={draft} onChange={(e) => onDraft(e.target.value)} rows={4} aria-label={labels.editPost} />
      <div className="flex gap-2">
        <Button size="sm" onClick={onSave}>
          {labels.saveChanges}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {labels.cancel}
        </Button>
      </div>
    </div>
  );
}
