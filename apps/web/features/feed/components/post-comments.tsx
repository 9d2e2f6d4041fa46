'use client';

import type { Comment } from '@lp/contract/posts';
import { QueryClientContext, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useContext, useId, useState } from 'react';
import { ReportButton } from '@/components/community/report-button';
import { Markdown } from '@/components/markdown';
import { QueryProvider } from '@/components/query-provider';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { RelativeTime } from '@/components/ui/relative-time';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { addComment, deleteComment, editComment, getComments } from '../api/posts-calls';
import { feedKeys, updateCachedPost } from '../api/use-feed';
import type { PostCardLabels } from './post-card';

function CommentItem({
  comment,
  signedIn,
  onChanged,
  labels,
}: {
  comment: Comment;
  signedIn: boolean;
  onChanged: () => void;
  labels: PostCardLabels;
}) {
  const say = (error: unknown) => (error instanceof ApiError ? error.message : labels.failed);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const [error, setError] = useState<string | null>(null);
  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-24 rounded-xl bg-muted/50 p-3">
      <p className="text-sm">
        <span className={cn('font-semibold', !comment.author && 'text-muted-foreground')}>
          {comment.author ? comment.author.fullName : labels.deletedUser}
        </span>{' '}
        <span className="text-xs text-muted-foreground">
          <RelativeTime value={comment.createdAt} locale={labels.locale} />
        </span>
      </p>
      {editing ? (
        <div className="mt-2 grid gap-2">
          <Textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={2} aria-label={labels.editComment} />
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={async () => {
                try {
                  await editComment(comment.id, draft);
                  setEditing(false);
                  onChanged();
                } catch (e) {
                  setError(e instanceof ApiError ? (e.fields.body ?? e.message) : say(e));
                }
              }}
            >
              {labels.saveComment}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {labels.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Markdown source="user" className="mt-1 text-sm">
          {comment.body}
        </Markdown>
      )}
      <FieldError role="alert">{error}</FieldError>
      {comment.mine && !editing && (
        <div className="mt-1 flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            {labels.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            onClick={async () => {
              try {
                await deleteComment(comment.id);
                onChanged();
              } catch (e) {
                setError(say(e));
              }
            }}
          >
            {labels.delete}
          </Button>
        </div>
      )}
      {signedIn && !comment.mine && !editing && <ReportButton model="comment" id={comment.id} className="mt-1" />}
    </li>
  );
}

/**
 * A post's comments, oldest first, with the box to add one. They bring their own query provider
 * (the tab's one client): a post shown in search results sits under none.
 */
export function PostComments({ postId, signedIn, labels }: { postId: number; signedIn: boolean; labels: PostCardLabels }) {
  const comments = <Comments postId={postId} signedIn={signedIn} labels={labels} />;
  return useContext(QueryClientContext) ? comments : <QueryProvider>{comments}</QueryProvider>;
}

function Comments({ postId, signedIn, labels }: { postId: number; signedIn: boolean; labels: PostCardLabels }) {
  const id = useId();
  const queryClient = useQueryClient();
  const comments = useQuery({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ signal }) => getComments(postId, 1, signal),
  });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const refresh = async () => {
    const listing = await comments.refetch();
    const count = listing.data?.count;
    if (count !== undefined) updateCachedPost(queryClient, postId, (p) => ({ ...p, commentCount: count }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await addComment(postId, body);
      setBody('');
      await refresh();
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.body ?? e.message) : labels.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-label={labels.comments} className="mt-3 grid gap-3">
      {comments.isPending ? (
        <p className="text-sm text-muted-foreground">{labels.loadingComments}</p>
      ) : comments.isError ? (
        <p className="text-sm text-destructive">{comments.error instanceof ApiError ? comments.error.message : labels.failed}</p>
      ) : comments.data.results.length === 0 ? (
        <p className="text-sm text-muted-foreground">{labels.noComments}</p>
      ) : (
        <ul className="grid gap-2">
          {comments.data.results.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              signedIn={signedIn}
              onChanged={() => void refresh()}
              labels={labels}
            />
          ))}
        </ul>
      )}
      {signedIn ? (
        <Form onSubmit={onSubmit} className="grid gap-2" noValidate>
          <label htmlFor={`${id}-comment`} className="sr-only">
            {labels.writeComment}
          </label>
          <Textarea
            id={`${id}-comment`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={2}
            placeholder={labels.writeComment}
            className="min-h-16"
          />
          <FieldError role="alert">{error}</FieldError>
          <div>
            <Button size="sm" type="submit" disabled={pending || body.trim().length === 0}>
              {labels.comment}
            </Button>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-muted-foreground">{labels.signInToAct}</p>
      )}
    </section>
  );
}
