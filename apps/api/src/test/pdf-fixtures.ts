import { randomBytes } from 'node:crypto';
import { createDeflate, deflateSync } from 'node:zlib';

/** Builds a PDF from object bodies (numbered from 1; object 1 is the catalog) with a correct xref table. */
function assemble(objects: (string | Buffer)[], tail = ''): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref + tail, 'latin1'));
  const joined = Buffer.concat(parts);
  return new Uint8Array(joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength)) as Uint8Array<ArrayBuffer>;
}

function streamObject(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A real PDF a viewer opens: `pages` pages of Helvetica text, content streams Flate-compressed.
 * `padding` adds an uncompressed stream of random bytes (an unused image) to reach a size.
 */
export function makePdf(
  options: { pages?: number; text?: string; padding?: number; extra?: Buffer } = {},
): Uint8Array<ArrayBuffer> {
  const pages = options.pages ?? 1;
  const text = options.text ?? 'Curriculum vitae';
  const objects: (string | Buffer)[] = [];
  // 1 catalog, 2 pages, 3 font, then per page: page + content; then the optional padding image.
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const content = deflateSync(Buffer.from(`BT /F1 14 Tf 72 720 Td (${text} page ${i + 1}) Tj ET`, 'latin1'));
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(streamObject('/Filter /FlateDecode', content));
  }
  if (options.padding) {
    objects.push(
      streamObject(
        '/Type /XObject /Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray',
        randomBytes(options.padding),
      ),
    );
  }
  if (options.extra) objects.push(options.extra);
  return assemble(objects);
}

/**
 * A compression bomb of about `fileBytes` (default ~1.9 MB): one page whose content stream is a
 * Flate stream that inflates to `inflatedMb` MB of zeros, padded with random bytes to the size.
 */
export async function makeBombPdf(inflatedMb = 600, fileBytes = 1_900_000): Promise<Uint8Array<ArrayBuffer>> {
  const bomb = await deflateZerosStreaming(inflatedMb * 1024 * 1024);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamObject('/Filter /FlateDecode', bomb),
  ];
  const padding = Math.max(0, fileBytes - bomb.length - 600);
  objects.push(
    streamObject(
      '/Type /XObject /Subtype /Image /Width 1 /Height 1 /BitsPerComponent 8 /ColorSpace /DeviceGray',
      randomBytes(padding),
    ),
  );
  return assemble(objects);
}

async function deflateZerosStreaming(total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = total; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) {
      await new Promise<void>((resolve) => deflate.once('drain', () => resolve()));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A minimal ZIP archive (one stored file) in bytes: local header, data, central directory, end record. */
export function makeZip(name = 'payload.html', content = '<html><script>alert(1)</script></html>'): Buffer {
  const nameBytes = Buffer.from(name);
  const data = Buffer.from(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

/** Polyglots: a valid PDF with a ZIP appended; a PDF header on a ZIP; a PDF header on an HTML page. */
export function makePolyglots(): Record<string, Uint8Array<ArrayBuffer>> {
  const toArray = (buffer: Buffer) =>
    new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)) as Uint8Array<ArrayBuffer>;
  return {
    'a PDF with a ZIP appended': toArray(Buffer.concat([Buffer.from(makePdf()), makeZip()])),
    'a PDF header on a ZIP': toArray(Buffer.concat([Buffer.from('%PDF-1.4\n'), makeZip(), Buffer.from('\n%%EOF\n')])),
    'a PDF header on an HTML page': toArray(
      Buffer.from('%PDF-1.4\n<html><body><script>fetch("/api/accounts/me")</script></body></html>\n%%EOF\n'),
    ),
    'a PDF with a script between its objects': toArray(
      Buffer.from(Buffer.from(makePdf()).toString('latin1').replace('1 0 obj', '<script>alert(1)</script>\n1 0 obj'), 'latin1'),
    ),
  };
}
