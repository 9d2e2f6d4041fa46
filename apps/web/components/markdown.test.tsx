import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (text: string, source: 'course' | 'user' = 'user') =>
  renderToStaticMarkup(<Markdown source={source}>{text}</Markdown>);

describe('Markdown', () => {
  it('never renders raw HTML from the text: a script or an event handler stays inert', () => {
    const html = render('Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> <b>bold</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops raw HTML from course text as well', () => {
    expect(render('<iframe src="https://evil.example"></iframe>', 'course')).not.toContain('<iframe');
  });

  it('drops javascript: links and marks a learner’s links nofollow ugc, opened in a new tab', () => {
    const html = render('[bad](javascript:alert(1)) and [docs](https://developer.mozilla.org)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://developer.mozilla.org"');
    expect(html).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });

  it('keeps images and big headings in course text but not in a learner’s', () => {
    const text = '# Title\n\n![chart](/api/media/public/chart.webp)';
    expect(render(text, 'course')).toMatch(/<h1>Title<\/h1>[\s\S]*<img src="\/api\/media\/public\/chart.webp" alt="chart"/);
    const user = render(text, 'user');
    expect(user).not.toContain('<h1');
    expect(user).not.toContain('<img');
    expect(user).toContain('Title');
  });

  it('highlights a fenced code block by its language and renders GitHub tables', () => {
    const html = render('```js\nconst total = 1;\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |', 'course');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<td>2</td>');
    // Both scroll sideways on a narrow screen, so both take keyboard focus.
    expect(html).toContain('<pre tabindex="0">');
    expect(html).toContain('<table tabindex="0">');
  });
});
