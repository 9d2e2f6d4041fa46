import { Markdown } from '@/components/markdown';

/**
 * A post's text as Markdown. A server page draws it and hands it to PostCard (`renderedText`), so
 * the Markdown renderer and its highlighter stay out of that page's bundle (docs/decisions/0021).
 */
export function PostText({ text }: { text: string }) {
  return (
    <Markdown source="user" className="mt-3">
      {text}
    </Markdown>
  );
}
