/**
 * Captions as the player takes them: WebVTT. An SRT file (what most subtitle tools export) is
 * converted: its cue numbers dropped, `,` in times made `.`, a `WEBVTT` header put first. A WebVTT
 * file is checked and normalised the same way. Anything else is refused with a reason.
 */

export class CaptionsError extends Error {}

const TIME = String.raw`(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[,.](\d{1,3})`;
const CUE_TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(.*)$`);

function seconds(h: string | undefined, m: string, s: string, ms: string): number {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

function stamp(total: number): string {
  const ms = Math.round(total * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The text of an SRT or WebVTT file, as WebVTT; throws CaptionsError saying what is wrong. */
export function toWebVtt(raw: string): string {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.includes('\0')) throw new CaptionsError('it is not a text file');
  const isVtt = /^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text);
  const blocks = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  const cues: string[] = [];
  for (const [index, block] of blocks.entries()) {
    if (isVtt && index === 0) continue; // the header block
    const lines = block.split('\n');
    if (isVtt && /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const timingAt = lines.findIndex((line) => line.includes('-->'));
    if (timingAt === -1 || timingAt > 1) {
      throw new CaptionsError(`block ${index + 1} has no start --> end time`);
    }
    const match = CUE_TIMING.exec(lines[timingAt] ?? '');
    if (!match)
      throw new CaptionsError(`the time "${(lines[timingAt] ?? '').slice(0, 40)}" is not hh:mm:ss,mmm --> hh:mm:ss,mmm`);
    const [, h1, m1, s1, f1, h2, m2, s2, f2, settings] = match as unknown as string[];
    const start = seconds(h1, m1 as string, s1 as string, f1 as string);
    const end = seconds(h2, m2 as string, s2 as string, f2 as string);
    if (end <= start) throw new CaptionsError(`a caption ends before it starts (${stamp(start)})`);
    const body = lines.slice(timingAt + 1).join('\n');
    // An SRT cue number is dropped; a WebVTT cue id is kept.
    const id = isVtt && timingAt === 1 ? `${lines[0]}\n` : '';
    cues.push(`${id}${stamp(start)} --> ${stamp(end)}${isVtt ? (settings ?? '').trimEnd() : ''}\n${body}`);
  }
  if (cues.length === 0) throw new CaptionsError('it has no captions');
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
