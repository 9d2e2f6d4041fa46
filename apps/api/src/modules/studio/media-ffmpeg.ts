import { spawn } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

/**
 * ffmpeg and ffprobe as child processes (ADR 0035): the binaries come from the npm registry
 * (`@ffmpeg-installer/*`, `@ffprobe-installer/*`), so `npm ci` is all a machine needs. Every run is
 * its own process (the event loop only reads its output), lowered in priority, and one transcode
 * at a time per instance (`oneAtATime`).
 */

/** Nice value of every ffmpeg/ffprobe process: requests first, videos after. */
const NICENESS = 10;
/** The error text kept of a failed run: ffmpeg's last lines, enough to say why. */
const STDERR_TAIL_BYTES = 4_000;

/** npm may install the binaries without their executable bit (install scripts skipped): set it once. */
function executable(path: string): string {
  try {
    if ((statSync(path).mode & 0o100) === 0) chmodSync(path, 0o755);
  } catch {
    // A read-only install that is already executable (or missing: the spawn says so).
  }
  return path;
}

let binaries: { ffmpeg: string; ffprobe: string } | undefined;
export function ffmpegBinaries() {
  binaries ??= { ffmpeg: executable(ffmpegInstaller.path), ffprobe: executable(ffprobeInstaller.path) };
  return binaries;
}

/** A file ffmpeg could not read as a video: the instructor's problem, not a reason to retry. */
export class UnreadableVideoError extends Error {}

type RunResult = { code: number | null; stdout: string; stderr: string };

/** Runs a binary at a low priority; `onLine` gets stdout line by line (ffmpeg's `-progress pipe:1`). */
function run(binary: string, args: string[], onLine?: (line: string) => void, signal?: AbortSignal): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(signal ? { signal } : {}) });
    if (child.pid) {
      try {
        setPriority(child.pid, NICENESS);
      } catch {
        // Not allowed here: it still runs, only at normal priority.
      }
    }
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!onLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** ffmpeg's reason in a sentence: its last non-empty line, without the file's path. */
export function reasonOf(stderr: string, path: string): string {
  const lines = stderr
    .split('\n')
    .map((line) =>
      line
        .replaceAll(path, 'the file')
        .replace(/^\S+: /, '')
        .trim(),
    )
    .filter(Boolean);
  const last = lines.at(-1) ?? 'the file is not a video ffmpeg knows';
  return last.charAt(0).toLowerCase() + last.slice(1).replace(/\.$/, '').slice(0, 200);
}

export type Probe = {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** ffprobe's names: the container's (`mov,mp4,m4a,3gp,3g2,mj2` for MP4 and MOV alike) and its brand (`qt  ` for MOV). */
  container: string;
  brand: string;
  /** The picture's codec and pixel format (`h264`, `yuv420p`) and the sound's codec (`aac`), null without sound. */
  videoCodec: string;
  pixelFormat: string;
  audioCodec: string | null;
};

/** Reads the container and streams; an unreadable file or one without a picture throws UnreadableVideoError. */
export async function probe(path: string): Promise<Probe> {
  const { ffprobe } = ffmpegBinaries();
  const result = await run(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]);
  if (result.code !== 0) throw new UnreadableVideoError(reasonOf(result.stderr, path));
  const parsed = JSON.parse(result.stdout || '{}') as {
    format?: { duration?: string; format_name?: string; tags?: { major_brand?: string } };
    streams?: {
      codec_type?: string;
      codec_name?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      duration?: string;
      tags?: { rotate?: string };
    }[];
  };
  const video = parsed.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video?.width || !video.height) throw new UnreadableVideoError('it has no picture track');
  const durationSeconds = Number(parsed.format?.duration ?? video.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new UnreadableVideoError('its length cannot be read');
  // A phone's portrait video is stored landscape with a rotation: its displayed size is turned.
  const turned = Math.abs(Number(video.tags?.rotate ?? 0)) % 180 === 90;
  const audio = parsed.streams?.find((s) => s.codec_type === 'audio');
  return {
    durationSeconds,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    hasAudio: audio !== undefined,
    container: parsed.format?.format_name ?? '',
    brand: parsed.format?.tags?.major_brand ?? '',
    videoCodec: video.codec_name ?? '',
    pixelFormat: video.pix_fmt ?? '',
    audioCodec: audio ? (audio.codec_name ?? '') : null,
  };
}

/** Renditions to make: the standard heights the source reaches (no upscaling), or the source's own when it is below them all. */
export function renditionHeights(sourceHeight: number, standard: readonly number[]): number[] {
  const reached = standard.filter((h) => h <= sourceHeight);
  return reached.length > 0 ? reached : [sourceHeight - (sourceHeight % 2)];
}

/**
 * Transcodes to H.264/AAC MP4 at `height` (width kept in proportion, even), `faststart` so the
 * player starts before the whole file arrived. `onProgress` gets the seconds done, from `-progress`.
 */
export async function transcode(
  input: string,
  output: string,
  options: { height: number; hasAudio: boolean; onProgress: (seconds: number) => void },
): Promise<void> {
  const { ffmpeg } = ffmpegBinaries();
  const args = [
    '-hide_banner',
    '-nostats',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(options.hasAudio ? ['-map', '0:a:0'] : []),
    '-vf',
    `scale=-2:${options.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    // A browser's recording (MediaRecorder's WebM) announces 1000 frames a second and has none
    // while the picture stands still: keep its frames' own times, or the MP4 repeats each frame
    // to fill 1000 a second (a 27 s clip: 27,417 frames, 10× the bytes and 4× the time).
    '-vsync',
    'vfr',
    '-threads',
    '2',
    ...(options.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    output,
  ];
  const result = await run(ffmpeg, args, (line) => {
    // out_time_us (out_time_ms is microseconds too, despite its name); "N/A" before the first frame.
    const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
    if (match) options.onProgress(Number(match[1]) / 1e6);
  });
  if (result.code !== 0) {
    throw /Invalid data|could not find codec|does not contain any stream|moov atom not found|no such file/i.test(result.stderr)
      ? new UnreadableVideoError(reasonOf(result.stderr, input))
      : new Error(`ffmpeg exited with ${result.code}: ${reasonOf(result.stderr, input)}`);
  }
}

/** One JPEG frame at `atSeconds`, `width` wide (kept in proportion). */
export async function frame(input: string, output: string, options: { atSeconds: number; width: number }): Promise<void> {
  const { ffmpeg } = ffmpegBinaries();
  const result = await run(ffmpeg, [
    '-hide_banner',
    '-y',
    '-ss',
    options.atSeconds.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=${options.width}:-2`,
    '-q:v',
    '4',
    output,
  ]);
  if (result.code !== 0) throw new Error(`ffmpeg could not take a frame: ${reasonOf(result.stderr, input)}`);
}

/** Runs `work` when no other transcode of this process is running (one at a time per instance). */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  };
}
