import type { ServerResponse } from 'node:http';

/**
 * A page's scripts run after its first screen has painted (ADR 0049). Next.js puts every chunk of
 * a page in its <head> as `<script src async>`, so a chunk runs as soon as it arrives: on a slow
 * phone React's start and hydration then take the main thread before the page's largest text or
 * cover picture is painted, and on a slow network the scripts' bytes share the line with the
 * page's and its cover's. Here those tags are taken out, and one inline script with the page's
 * nonce adds them once the document is parsed, the pictures marked `fetchpriority="high"` and the
 * other eager ones on the first screen are decoded (at most HERO_WAIT_MS), and the next frame has
 * been painted and shown (PRESENTED_WAIT_MS). A tab opened in the background paints no frame until it
 * is shown, so the scripts also start HERO_WAIT_MS + 500 ms after the document was parsed.
 * `window.__pageScripts` says how far they are ('waiting', 'loading', 'loaded'): the browser
 * journeys wait for 'loaded' after a page load (e2e/fixtures.ts), as the load event used to wait
 * for the scripts in the head.
 */
const HERO_WAIT_MS = 2000;

/**
 * How long after that frame the starter waits for the browser to report its largest paint as shown.
 * A frame's pixels reach the screen some milliseconds after its paint task, so a task queued from
 * the frame can still run before the largest paint's time; the starter waits for that entry (one
 * later than the pictures' decoding when a picture is larger than what was shown), or this long
 * when none comes (the browser has no such entries, or a picture is drawn smaller than it shows).
 */
const PRESENTED_WAIT_MS = 250;

/** The starter's element id: what reads a page's scripts from its HTML finds their list by it. */
export const STARTER_ID = 'page-scripts';

/** The chunks Next.js writes into a page's head (the nomodule polyfills are left as they are). */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"]+\.js)" async=""( nonce="[^"]*")?><\/script>/g;

/**
 * The starter, run in the browser with the chunks' paths `s` and the wait `w`. Written as plain
 * ES2017 text: a function's own source would carry whatever the TypeScript loader adds to it.
 */
const STARTER =
  `(function(s,w){var started=false,left=s.length,shown=-1,largest=0,settledAt=-1,heroArea=0;window.__pageScripts='waiting';
function loaded(){if(--left===0)window.__pageScripts='loaded'}
function start(){if(started)return;started=true;window.__pageScripts='loading';
s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=true;e.onload=e.onerror=loaded;document.head.appendChild(e)})}
function startIfShown(){if(settledAt>=0&&shown>=0&&(shown>=settledAt||heroArea<=largest))start()}
try{new PerformanceObserver(function(l){var e=l.getEntries();var last=e[e.length-1];shown=Math.max(shown,last.startTime);largest=Math.max(largest,last.size);startIfShown()}).observe({type:'largest-contentful-paint',buffered:true})}catch(x){shown=Infinity}
function parsed(){var h=innerHeight;var heroes=Array.prototype.filter.call(document.images,function(i){
if(i.getAttribute('fetchpriority')==='high')return true;if(i.loading==='lazy')return false;var r=i.getBoundingClientRect();return r.bottom>0&&r.top<h&&r.width>0});
Promise.race([Promise.all(heroes.map(function(i){return i.decode().catch(function(){})})),new Promise(function(r){setTimeout(r,w)})])
.then(function(){var at=heroes.length?performance.now():0;heroes.forEach(function(i){var r=i.getBoundingClientRect();heroArea=Math.max(heroArea,Math.max(0,Math.min(r.bottom,h)-Math.max(r.top,0))*Math.max(0,Math.min(r.right,innerWidth)-Math.max(r.left,0)))});requestAnimationFrame(function(){setTimeout(function(){settledAt=at;startIfShown();setTimeout(start,${PRESENTED_WAIT_MS})},0)})});setTimeout(start,w+500)}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed()})`.replace(/\n/g, '');

/**
 * The head with its chunks taken out and the starter added in their place; unchanged when it has no
 * chunks (a page Next.js did not write, an error page of the server).
 */
export function deferHeadScripts(head: string): string {
  const sources: string[] = [];
  let nonceAttribute = '';
  const rewritten = head.replace(ASYNC_CHUNK, (_tag, source: string, nonce: string | undefined) => {
    sources.push(source);
    nonceAttribute ||= nonce ?? '';
    return '';
  });
  if (sources.length === 0 || !rewritten.includes('</head>')) return head;
  const starter = `<script id="${STARTER_ID}"${nonceAttribute}>${STARTER}(${JSON.stringify(sources)},${HERO_WAIT_MS})</script>`;
  return rewritten.replace('</head>', `${starter}</head>`);
}

/** The longest head looked for; an answer whose head is longer passes through as it is. */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = '</head>';

type WriteArgs = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown];

/**
 * Rewrites the head of an HTML answer as it is written (before compression sees it): holds the
 * first writes back until `</head>` has passed, writes the rewritten head, and lets the rest stream
 * through untouched. Other answers, and one whose length was sent before its body, pass through.
 */
export function deferPageScripts(res: ServerResponse): void {
  const write = res.write.bind(res) as (...args: WriteArgs) => boolean;
  const end = res.end.bind(res) as (...args: WriteArgs) => ServerResponse;
  let held: Buffer[] | null = [];
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    held?.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };
  /** Writes what was held once the head is complete (or at the end); false while still holding. */
  const release = (final: boolean): boolean => {
    const all = Buffer.concat(held ?? []);
    const isHtml = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    const at = all.indexOf(HEAD_END);
    if (isHtml && at === -1 && all.length <= MAX_HEAD_BYTES && !final) {
      held = [all];
      return false;
    }
    held = null;
    // A length already sent (a prerendered page without compression) would no longer be true.
    const lengthSent = res.headersSent && res.getHeader('content-length') !== undefined;
    if (!isHtml || at === -1 || lengthSent) {
      if (all.length > 0) write(all);
      return true;
    }
    if (!res.headersSent) res.removeHeader('content-length');
    const head = deferHeadScripts(all.subarray(0, at + HEAD_END.length).toString('utf8'));
    write(Buffer.concat([Buffer.from(head), all.subarray(at + HEAD_END.length)]));
    return true;
  };
  res.write = ((...args: WriteArgs) => {
    if (held === null) return write(...args);
    const [chunk, encodingOrCallback, callback] = args;
    hold(chunk, encodingOrCallback);
    release(false);
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: WriteArgs) => {
    if (held === null) return end(...args);
    const [chunk, encodingOrCallback, callback] = args;
    hold(chunk, encodingOrCallback);
    release(true);
    const done = [chunk, encodingOrCallback, callback].find((arg) => typeof arg === 'function');
    return done ? end(done) : end();
  }) as ServerResponse['end'];
}
