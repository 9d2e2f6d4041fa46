import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/utils';

type MarkdownProps = {
  children: string;
  /**
   * `course`: text written by the platform (articles, slides, explanations): images allowed.
   * `user`: text a learner wrote (questions, answers, posts, comments): no images or headings
   * bigger than h3, and every link marked `nofollow ugc noopener` and opened in a new tab.
   */
  source: 'course' | 'user';
  className?: string;
};

function UserLink({ node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  return <a {...props} rel="nofollow ugc noopener noreferrer" target="_blank" />;
}

/**
 * Code blocks and tables scroll sideways when they are wider than the screen (globals.css), so
 * they take keyboard focus: a keyboard user can then scroll them with the arrow keys (WCAG 2.1.1,
 * axe `scrollable-region-focusable`).
 */
function ScrollablePre({ node: _node, ...props }: ComponentProps<'pre'> & { node?: unknown }) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls must be reachable by keyboard
  return <pre tabIndex={0} {...props} />;
}

function ScrollableTable({ node: _node, ...props }: ComponentProps<'table'> & { node?: unknown }) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable by keyboard
  return <table tabIndex={0} {...props} />;
}

const courseComponents: Components = { pre: ScrollablePre, table: ScrollableTable };
const userComponents: Components = { ...courseComponents, a: UserLink };

type MdastNode = { type: string; value?: string; children?: MdastNode[] };

/** A remark plugin: HTML a learner typed (`<script>`, `<b>`) is shown as the text they wrote. */
function htmlAsText() {
  const walk = (node: MdastNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return walk;
}

/**
 * The one way to show Markdown. Raw HTML in the text is never rendered (react-markdown leaves it
 * out without rehype-raw), what remains is sanitised (rehype-sanitize's GitHub schema), and only
 * then are code blocks highlighted, so the highlighter's classes are the only ones added. A
 * server component: none of this reaches the browser's bundle unless a client component uses it.
 */
export function Markdown({ children, source, className }: MarkdownProps) {
  const user = source === 'user';
  return (
    <div className={cn('markdown', className)}>
      <ReactMarkdown
        remarkPlugins={user ? [remarkGfm, htmlAsText] : [remarkGfm]}
        rehypePlugins={[rehypeSanitize, [rehypeHighlight, { detect: false, ignoreMissing: true }]]}
        components={user ? userComponents : courseComponents}
        disallowedElements={user ? ['img', 'h1', 'h2'] : undefined}
        unwrapDisallowed
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
