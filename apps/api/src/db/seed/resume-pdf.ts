import { deflateSync } from 'node:zlib';

/** What a seeded résumé says. */
export type ResumeText = {
  name: string;
  headline: string;
  contact: string;
  summary: string;
  skills: string[];
  experience: { role: string; place: string; years: string; points: string[] }[];
  education: { course: string; place: string; years: string }[];
};

/** PDF text strings: WinAnsi bytes with ( ) \ escaped; anything outside Latin-1 becomes a plain look-alike. */
function pdfString(text: string): string {
  const plain = text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/₹/g, 'Rs ')
    .replace(/•/g, '\x95')
    .replace(/[^\x20-\xff]/g, '?');
  return `(${plain.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

/** Wraps text to lines of at most `width` characters (Helvetica at 10 pt: ~95 per A4 line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real one-page A4 résumé (Helvetica, text only) that any PDF viewer opens: the seed's demo
 * applicants send these. No library: a catalog, one page, two standard fonts and one
 * Flate-compressed content stream, with a correct cross-reference table.
 */
export function resumePdf(resume: ResumeText): Uint8Array {
  const ops: string[] = [];
  let y = 790;
  const text = (font: 'F1' | 'F2', size: number, x: number, value: string, gap = size + 4) => {
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`);
    y -= gap;
  };
  const rule = () => {
    ops.push(`0.75 G 0.8 w 50 ${y + 8} m 545 ${y + 8} l S 0 G`);
    y -= 6;
  };
  const heading = (value: string) => {
    y -= 6;
    text('F2', 12, 50, value.toUpperCase(), 14);
    rule();
  };

  text('F2', 22, 50, resume.name, 26);
  text('F1', 12, 50, resume.headline, 16);
  text('F1', 10, 50, resume.contact, 18);
  rule();
  heading('Summary');
  for (const line of wrap(resume.summary, 95)) text('F1', 10, 50, line);
  heading('Skills');
  for (const line of wrap(resume.skills.join('  •  '), 95)) text('F1', 10, 50, line);
  heading('Experience');
  for (const job of resume.experience) {
    text('F2', 10.5, 50, `${job.role}, ${job.place}`, 0);
    text('F1', 10, 440, job.years, 14);
    for (const point of job.points)
      for (const [i, line] of wrap(point, 88).entries()) text('F1', 10, i === 0 ? 60 : 70, i === 0 ? `• ${line}` : line);
    y -= 4;
  }
  heading('Education');
  for (const course of resume.education) {
    text('F2', 10.5, 50, course.course, 0);
    text('F1', 10, 440, course.years, 14);
    text('F1', 10, 50, course.place, 16);
  }

  const content = deflateSync(Buffer.from(ops.join('\n'), 'latin1'));
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
      'latin1',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.concat([
      Buffer.from(`<< /Filter /FlateDecode /Length ${content.length} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}
