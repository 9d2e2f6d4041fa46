import type { Slide } from '@lp/contract/learning';
import { Markdown } from '@/components/markdown';

/**
 * The bodies of a deck's slides for `SlideViewer`. The deck's page calls it on the server, so the
 * Markdown renderer and its highlighter never reach a visitor's browser there; the course player,
 * which loads decks in the browser, calls it there.
 */
export function slideBodies(slides: Slide[], variant: 'page' | 'inline') {
  return slides.map((slide, index) => (
    <Markdown
      // biome-ignore lint/suspicious/noArrayIndexKey: a deck's slides have no id and never move
      key={index}
      source="course"
      className={variant === 'page' ? 'mt-4 text-base sm:mt-6 sm:text-xl' : 'mt-4 text-base sm:mt-6'}
    >
      {slide.body}
    </Markdown>
  ));
}
