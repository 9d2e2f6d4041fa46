import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox, SandboxBusyError, type SandboxLanguage } from './sandbox.ts';

const LIMITS = { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 };
const sandbox = createSandbox({ queueLimit: 50 });
afterAll(() => sandbox.close());

const run = (language: SandboxLanguage, code: string, tests: string[] = []) =>
  sandbox.run({ language, code, tests, limits: LIMITS });
const jsonOf = (outcome: unknown) => (outcome as { json?: string }).json;
const passedOf = (outcome: unknown) => (outcome as { passed?: boolean }).passed;
const errorOf = (outcome: unknown) => (outcome as { error?: string }).error;

describe('JavaScript sandbox (QuickJS)', () => {
  it('runs code and returns each test value as JSON, errors per test', async () => {
    const result = await run('javascript', 'function add(a, b) { return a + b; }\nconsole.log("hi", { a: 1 });', [
      'add(1, 2)',
      'missing()',
    ]);
    expect(result.stop).toBeNull();
    expect(result.setupError).toBeNull();
    expect(jsonOf(result.tests[0])).toBe('3');
    expect(errorOf(result.tests[1])).toMatch(/ReferenceError/);
    expect(result.output).toBe('hi {"a":1}\n');
  });

  it('stops an infinite loop at the time limit', async () => {
    const started = Date.now();
    const result = await run('javascript', 'while (true) {}');
    expect(result.stop).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(LIMITS.timeMs + 3000);
  });

  it('stops a memory bomb at the memory limit', async () => {
    const result = await run('javascript', 'const hoard = []; while (true) hoard.push("x".repeat(1 << 20) + Math.random());');
    expect(['memory', 'timeout']).toContain(result.stop);
  });

  it('stops runaway recursion', async () => {
    const result = await run('javascript', 'function f() { return f(); }', ['f()']);
    expect(result.stop).toBe('stack');
  });

  it('has no require, fs, fetch, process, timers or module loading', async () => {
    const result = await run('javascript', 'var r;', [
      'typeof require',
      'typeof fetch',
      'typeof process',
      'typeof setTimeout',
      'typeof XMLHttpRequest',
      'typeof WebAssembly',
    ]);
    expect(result.tests.map(jsonOf)).toEqual(Array(6).fill('"undefined"'));
    const fs = await run('javascript', 'const fs = require("fs"); fs.readFileSync("/etc/passwd", "utf8")');
    expect(fs.setupError).toMatch(/require.*not defined/);
    const net = await run('javascript', 'fetch("http://example.com")');
    expect(net.setupError).toMatch(/fetch.*not defined/);
    // A dynamic import has no loader to resolve it: the promise rejects, nothing is read.
    const dynamic = await run(
      'javascript',
      'var out = "pending"; import("fs").then(() => { out = "loaded"; }, (e) => { out = String(e); });',
      ['out'],
    );
    expect(jsonOf(dynamic.tests[0])).not.toContain('loaded');
  });

  it('keeps nothing of one run in the next (a fresh runtime each time)', async () => {
    await run('javascript', 'globalThis.leak = 42; Array.prototype.map = () => "hijacked";');
    const next = await run('javascript', '', ['typeof leak', '[1].map((x) => x + 1)']);
    expect(next.tests.map(jsonOf)).toEqual(['"undefined"', '[2]']);
  });

  it('serialises with the JSON.stringify of before the code ran: a replaced one cannot make a wrong answer pass', async () => {
    const result = await sandbox.run({
      language: 'javascript',
      code: 'function add(a, b) { return a - b; }\nJSON.stringify = () => "3";\nglobalThis.JSON = { stringify: () => "3" };',
      tests: ['add(1, 2)', 'add(2, 1)'],
      expected: ['3', '3'],
      limits: LIMITS,
    });
    expect(result.tests.map(jsonOf)).toEqual(['-1', '1']);
    expect(result.tests.map(passedOf)).toEqual([false, false]);
  });

  it('cuts a huge value to 64 KB with a note, judged on the whole value, and keeps nothing printed by hidden tests', async () => {
    const huge = 'z'.repeat(2_000_000);
    const result = await sandbox.run({
      language: 'javascript',
      code: 'function big(n) { console.log("arg", n); return "z".repeat(n); }',
      tests: ['big(2000000)', 'big(1999999)'],
      expected: [JSON.stringify(huge), JSON.stringify(huge)],
      visibleCount: 1,
      limits: LIMITS,
    });
    const [whole, short] = result.tests.map(jsonOf);
    expect(whole?.length).toBeLessThan(64 * 1024 + 200);
    expect(whole).toMatch(/^"z{1000}/);
    expect(whole).toMatch(/cut here: 20,00,002 characters in all/);
    expect(short?.length).toBeLessThan(64 * 1024 + 200);
    // The first is the expected value in full; the second differs only past the cut.
    expect(result.tests.map(passedOf)).toEqual([true, false]);
    expect(result.output).toBe('arg 2000000\n');
  });

  it('refuses runs beyond the queue bound at once', async () => {
    const tiny = createSandbox({ javascriptThreads: 1, queueLimit: 1 });
    try {
      const first = tiny.run({
        language: 'javascript',
        code: 'while (true) {}',
        tests: [],
        limits: { timeMs: 300, memoryBytes: LIMITS.memoryBytes },
      });
      const second = tiny.run({
        language: 'javascript',
        code: 'while (true) {}',
        tests: [],
        limits: { timeMs: 300, memoryBytes: LIMITS.memoryBytes },
      });
      await expect(tiny.run({ language: 'javascript', code: '1', tests: [], limits: LIMITS })).rejects.toBeInstanceOf(
        SandboxBusyError,
      );
      expect((await first).stop).toBe('timeout');
      expect((await second).stop).toBe('timeout');
    } finally {
      await tiny.close();
    }
  });
});

describe('Python sandbox (Pyodide)', () => {
  it('runs code, sees only an in-memory file system, and cannot reach JavaScript, the host or the network', {
    timeout: 180_000,
  }, async () => {
    let connections = 0;
    const server = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const result = await run('python', 'import os\ndef add(a, b):\n    return a + b\nprint("hello")', [
        'add(2, 3)',
        'sorted(os.listdir("/"))',
        'open("/etc/passwd").read()',
        'open("/work/main/package.json").read()',
        '"AUTH_SECRET" in os.environ or "DATABASE_URL" in os.environ',
        '__import__("js").fetch',
        '__import__("pyodide_js")',
        '__import__("subprocess").run(["ls"])',
        `__import__("socket").create_connection(("127.0.0.1", ${port})).send(b"GET / HTTP/1.0\\r\\n\\r\\n") and None`,
        '__import__("pyodide.ffi", fromlist=["to_js"]).to_js({"a": 1}).constructor.constructor("return process")()',
      ]);
      expect(result.stop).toBeNull();
      expect(result.output).toBe('hello\n');
      expect(jsonOf(result.tests[0])).toBe('5');
      // Pyodide's own in-memory tree, nothing of the host's.
      expect(JSON.parse(jsonOf(result.tests[1]) ?? '[]')).not.toContain('work');
      expect(errorOf(result.tests[2])).toMatch(/FileNotFoundError/);
      expect(errorOf(result.tests[3])).toMatch(/FileNotFoundError/);
      expect(jsonOf(result.tests[4])).toBe('false');
      expect(errorOf(result.tests[5])).toMatch(/has no attribute 'fetch'|ModuleNotFoundError/);
      expect(errorOf(result.tests[6])).toMatch(/ModuleNotFoundError/);
      expect(errorOf(result.tests[7])).toMatch(/does not support processes|OSError/);
      expect(errorOf(result.tests[9])).toMatch(/Code generation is disabled/);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('keeps the hidden tests out of reach: sys._getframe finds only the expression being run', { timeout: 180_000 }, async () => {
    const code = [
      'import sys',
      'def add(a, b):',
      '    print("called with", a, b)',
      '    seen = []',
      '    frame = sys._getframe(1)',
      '    while frame is not None:',
      '        seen.append(repr(frame.f_locals) + repr(frame.f_code.co_consts))',
      '        frame = frame.f_back',
      '    return " | ".join(seen)',
    ].join('\n');
    const result = await sandbox.run({
      language: 'python',
      code,
      tests: ['add(1, 2)', 'add(4000, 2)  # the hidden secret', 'add(5000, 1)'],
      expected: ['3', '3', '3'],
      visibleCount: 1,
      limits: LIMITS,
    });
    expect(result.stop).toBeNull();
    const visible = JSON.parse(jsonOf(result.tests[0]) ?? 'null');
    expect(typeof visible).toBe('string');
    expect(visible).not.toMatch(/4000|5000|secret/);
    expect(result.tests.map(passedOf)).toEqual([false, false, false]);
    // What the hidden tests printed would show their arguments: it is not kept.
    expect(result.output).toBe('called with 1 2\n');
  });

  it('turns values into JSON outside Python: a replaced json.dumps or JSONEncoder makes no wrong answer pass', {
    timeout: 180_000,
  }, async () => {
    const code = [
      'import json',
      'json.dumps = lambda *a, **k: "3"',
      'json.encoder.JSONEncoder.encode = lambda self, o: "3"',
      'def add(a, b):',
      '    return {"sum": a - b, "parts": (a, b), "none": None, "ok": a > b}',
    ].join('\n');
    const result = await sandbox.run({
      language: 'python',
      code,
      tests: ['add(1, 2)', 'add(2, 1)["sum"]', '[1.5, 2**60, "é"]'],
      expected: ['3', '3', '[1.5, 1152921504606846976, "é"]'],
      visibleCount: 3,
      limits: LIMITS,
    });
    expect(JSON.parse(jsonOf(result.tests[0]) ?? 'null')).toEqual({ sum: -1, parts: [1, 2], none: null, ok: false });
    expect(jsonOf(result.tests[1])).toBe('1');
    expect(result.tests.map(passedOf)).toEqual([false, false, true]);
  });

  it('stops an infinite loop and a memory bomb', { timeout: 180_000 }, async () => {
    const [loop, bomb] = await Promise.all([
      run('python', 'while True:\n    pass'),
      run('python', 'hoard = []\nwhile True:\n    hoard.append(" " * 10**6)'),
    ]);
    expect(loop.stop).toBe('timeout');
    expect(bomb.stop).toBe('memory');
  });
});
