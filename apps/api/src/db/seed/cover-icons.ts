import type { OutlineKey } from './catalogue-subjects.ts';

/**
 * Pictograms for the demo's pictures, each drawn in a 100 × 100 box as strokes (and a few fills)
 * that the caller colours and places: a course cover shows its subject's, a logo its industry's
 * or its institute's, a feed picture what the post is about.
 */
export const ICONS = {
  terminal: '<rect x="8" y="16" width="84" height="68" rx="8"/><path d="M24 40l14 10-14 10M46 62h26"/>',
  browser:
    '<rect x="8" y="14" width="84" height="72" rx="8"/><path d="M8 32h84"/><circle cx="18" cy="23" r="2"/><circle cx="27" cy="23" r="2"/><rect x="18" y="42" width="28" height="34" rx="3"/><path d="M54 44h28M54 56h28M54 68h18"/>',
  scatter:
    '<path d="M12 10v78h80"/><circle cx="28" cy="66" r="4"/><circle cx="40" cy="58" r="4"/><circle cx="50" cy="48" r="4"/><circle cx="64" cy="40" r="4"/><circle cx="78" cy="24" r="4"/><circle cx="58" cy="60" r="4"/><path d="M20 76L88 18" stroke-dasharray="6 6"/>',
  network:
    '<circle cx="16" cy="26" r="7"/><circle cx="16" cy="74" r="7"/><circle cx="50" cy="16" r="7"/><circle cx="50" cy="50" r="7"/><circle cx="50" cy="84" r="7"/><circle cx="84" cy="50" r="7"/><path d="M23 27l20-9M23 29l21 17M23 72l21-18M23 74l20 8M57 19l21 26M57 50h20M57 81l21-26"/>',
  cloud: '<path d="M28 74h46a18 18 0 0 0 0-36 24 24 0 0 0-45-6 20 20 0 0 0-1 42z"/><path d="M50 50v28M40 62l10-12 10 12"/>',
  shield:
    '<path d="M50 8l36 14v24c0 24-16 40-36 46C30 86 14 70 14 46V22z"/><rect x="36" y="44" width="28" height="22" rx="3"/><path d="M42 44v-8a8 8 0 0 1 16 0v8"/>',
  cup: '<path d="M18 38h54v20a24 24 0 0 1-24 24h-6a24 24 0 0 1-24-24z"/><path d="M72 44h6a10 10 0 0 1 0 20h-8M14 90h64M34 28c0-8 8-8 8-16M50 28c0-8 8-8 8-16"/>',
  database:
    '<ellipse cx="50" cy="20" rx="34" ry="10"/><path d="M16 20v60c0 6 15 10 34 10s34-4 34-10V20M16 40c0 6 15 10 34 10s34-4 34-10M16 60c0 6 15 10 34 10s34-4 34-10"/>',
  loop: '<path d="M50 50c-10-14-18-20-28-20a20 20 0 0 0 0 40c10 0 18-6 28-20s18-20 28-20a20 20 0 0 1 0 40c-10 0-18-6-28-20z"/><path d="M70 22l8 8-8 8"/>',
  spreadsheet:
    '<rect x="10" y="12" width="80" height="76" rx="6"/><path d="M10 30h80M10 48h80M10 66h80M34 12v76M62 12v76"/><path d="M40 60l8-10 8 6 8-14" stroke-width="5"/>',
  chip: '<rect x="24" y="24" width="52" height="52" rx="6"/><rect x="38" y="38" width="24" height="24" rx="2"/><path d="M36 24V10M50 24V10M64 24V10M36 90V76M50 90V76M64 90V76M24 36H10M24 50H10M24 64H10M90 36H76M90 50H76M90 64H76"/>',
  tree: '<circle cx="50" cy="14" r="8"/><circle cx="26" cy="48" r="8"/><circle cx="74" cy="48" r="8"/><circle cx="14" cy="84" r="8"/><circle cx="38" cy="84" r="8"/><circle cx="86" cy="84" r="8"/><path d="M45 21L31 41M55 21l14 20M22 55l-5 21M30 55l5 21M77 56l6 20"/>',
  atom: '<circle cx="50" cy="50" r="6"/><ellipse cx="50" cy="50" rx="40" ry="15"/><ellipse cx="50" cy="50" rx="40" ry="15" transform="rotate(60 50 50)"/><ellipse cx="50" cy="50" rx="40" ry="15" transform="rotate(120 50 50)"/>',
  gear: '<circle cx="50" cy="50" r="14"/><path d="M50 8v14M50 78v14M8 50h14M78 50h14M20 20l10 10M70 70l10 10M20 80l10-10M70 30l10-10"/><circle cx="50" cy="50" r="28"/>',
  bridge:
    '<path d="M6 70h88M6 46h88M14 46v24M86 46v24M30 46c4-26 36-26 40 0M30 46v24M70 46v24M50 26v44"/><path d="M6 84c8-6 14-6 22 0s14 6 22 0 14-6 22 0 14 6 22 0"/>',
  drafting: '<path d="M12 88L88 12v76z"/><path d="M34 88V66h22"/><path d="M12 40h30M12 52h18M12 28h40"/>',
  bolt: '<path d="M56 6L20 56h26l-6 38 40-54H52z"/>',
  robot:
    '<rect x="22" y="30" width="56" height="44" rx="10"/><circle cx="38" cy="50" r="6"/><circle cx="62" cy="50" r="6"/><path d="M40 64h20M50 30V16M12 46v16M88 46v16M34 74v14M66 74v14"/><circle cx="50" cy="12" r="4"/>',
  dna: '<path d="M30 6c0 22 40 22 40 44S30 72 30 94M70 6c0 22-40 22-40 44s40 22 40 44"/><path d="M36 18h28M40 32h20M36 68h28M40 82h20"/>',
  stethoscope: '<path d="M24 8v26a18 18 0 0 0 36 0V8"/><path d="M42 52v14a20 20 0 0 0 40 0v-8"/><circle cx="82" cy="50" r="8"/>',
  heartbeat:
    '<path d="M50 86S10 62 10 34a20 20 0 0 1 40-6 20 20 0 0 1 40 6c0 28-40 52-40 52z"/><path d="M18 50h18l6-12 10 24 6-12h24"/>',
  cross: '<path d="M38 10h24v28h28v24H62v28H38V62H10V38h28z"/>',
  pill: '<rect x="10" y="34" width="80" height="32" rx="16" transform="rotate(-35 50 50)"/><path d="M40 36l20 28" transform="rotate(-0 50 50)"/>',
  flask:
    '<path d="M38 8h24M42 8v28L16 84a6 6 0 0 0 6 8h56a6 6 0 0 0 6-8L58 36V8"/><path d="M26 66h48"/><circle cx="44" cy="78" r="3"/><circle cx="58" cy="74" r="3"/>',
  figure: '<circle cx="50" cy="14" r="8"/><path d="M50 24v34M50 34l-26 12M50 34l24-16M50 58L30 90M50 58l20 32"/>',
  target:
    '<circle cx="50" cy="50" r="40"/><circle cx="50" cy="50" r="26"/><circle cx="50" cy="50" r="10"/><path d="M50 50L86 14M74 14h12v12"/>',
  briefcase: '<rect x="8" y="30" width="84" height="56" rx="8"/><path d="M36 30v-10h28v10M8 54h84M44 54v8h12v-8"/>',
  org: '<rect x="36" y="8" width="28" height="20" rx="4"/><rect x="8" y="70" width="24" height="20" rx="4"/><rect x="38" y="70" width="24" height="20" rx="4"/><rect x="68" y="70" width="24" height="20" rx="4"/><path d="M50 28v20M20 70V48h60v22M50 48v22"/>',
  megaphone: '<path d="M14 40v20h14l44 22V18L28 40z"/><path d="M28 60l6 24h12l-6-22M82 38a16 16 0 0 1 0 24"/>',
  people:
    '<circle cx="32" cy="30" r="12"/><circle cx="68" cy="30" r="12"/><path d="M8 84c0-18 10-30 24-30s24 12 24 30M44 84c0-18 10-30 24-30s24 12 24 30"/>',
  rocket:
    '<path d="M50 6c18 14 24 34 18 62H32C26 40 32 20 50 6z"/><circle cx="50" cy="36" r="8"/><path d="M32 56L16 72v12l18-8M68 56l16 16v12l-18-8M42 78l8 16 8-16"/>',
  gantt:
    '<path d="M12 10v80h80"/><rect x="20" y="18" width="34" height="12" rx="3"/><rect x="38" y="38" width="30" height="12" rx="3"/><rect x="52" y="58" width="34" height="12" rx="3"/>',
  phone:
    '<rect x="24" y="6" width="52" height="88" rx="10"/><path d="M42 14h16"/><rect x="32" y="24" width="36" height="18" rx="3"/><path d="M32 52h36M32 62h24M32 72h30"/>',
  pen: '<path d="M50 8L76 44 58 86H42L24 44z"/><circle cx="50" cy="52" r="7"/><path d="M50 8v37M38 94h24"/>',
  hanger: '<path d="M50 30a8 8 0 1 0-8-8M50 30v8L8 74h84L50 38"/><path d="M30 74v16h40V74"/>',
  lamp: '<path d="M30 14h40l12 34H18z"/><path d="M50 48v32M30 90h40M50 80v10"/>',
  pencil:
    '<path d="M20 80L70 30l12 12-50 50H20z"/><path d="M62 38l12 12M20 80l12 12M70 30l8-8a6 6 0 0 1 8 0l4 4a6 6 0 0 1 0 8l-8 8"/>',
  clapper:
    '<rect x="10" y="38" width="80" height="52" rx="6"/><path d="M10 38l76-22 4 14-80 8"/><path d="M28 33l8-18M50 27l8-18M72 20l8-14"/><path d="M40 54v22l20-11z"/>',
  calculator:
    '<rect x="18" y="6" width="64" height="88" rx="8"/><rect x="28" y="16" width="44" height="18" rx="3"/><path d="M32 48h4M48 48h4M64 48h4M32 62h4M48 62h4M64 62h4M32 76h4M48 76h4M64 76h4"/>',
  ledger:
    '<path d="M14 14h30a8 8 0 0 1 6 4 8 8 0 0 1 6-4h30v70H56a6 6 0 0 0-6 6 6 6 0 0 0-6-6H14z"/><path d="M50 18v72M22 32h20M22 44h20M22 56h20M58 32h20M58 44h20M58 56h20"/>',
  candles:
    '<path d="M22 10v80M50 6v84M78 20v64"/><rect x="14" y="30" width="16" height="34" rx="2"/><rect x="42" y="20" width="16" height="44" rx="2"/><rect x="70" y="36" width="16" height="30" rx="2"/>',
  rupee: '<circle cx="50" cy="50" r="42"/><path d="M34 28h32M34 40h32M40 28c22 0 22 24 0 24h-4l26 22"/>',
  bank: '<path d="M50 8L8 30h84z"/><path d="M16 36v40M34 36v40M50 36v40M66 36v40M84 36v40M8 86h84M8 76h84"/>',
  scales:
    '<path d="M50 10v80M30 90h40M14 24h72M50 14a4 4 0 1 0 0.1 0"/><path d="M14 24L4 52h20zM86 24L76 52h20z"/><path d="M4 52a10 6 0 0 0 20 0M76 52a10 6 0 0 0 20 0"/>',
  gavel:
    '<rect x="30" y="10" width="40" height="24" rx="4" transform="rotate(-40 50 22)"/><path d="M54 36l32 32M12 90h44M18 80h32"/>',
  book: '<path d="M12 18c14-6 28-6 38 4 10-10 24-10 38-4v66c-14-6-28-6-38 4-10-10-24-10-38-4z"/><path d="M50 22v66"/>',
  document: '<path d="M20 6h42l18 18v70H20z"/><path d="M62 6v18h18M32 40h36M32 52h36M32 64h20"/><circle cx="62" cy="76" r="8"/>',
  wheel: '<circle cx="50" cy="50" r="40"/><circle cx="50" cy="50" r="8"/><path d="M50 10v80M10 50h80M22 22l56 56M22 78l56-56"/>',
  checklist:
    '<rect x="14" y="8" width="72" height="84" rx="6"/><path d="M26 30l6 6 10-12M26 54l6 6 10-12M26 78l6 6 10-12M52 32h22M52 56h22M52 80h22"/>',
  medal:
    '<path d="M30 6l20 30 20-30M38 6l12 18 12-18"/><circle cx="50" cy="62" r="26"/><path d="M50 48l4 9 10 1-8 7 3 10-9-5-9 5 3-10-8-7 10-1z"/>',
  brain:
    '<path d="M50 18c-6-10-26-8-28 6-12 2-16 18-8 26-6 10 2 24 14 24 4 10 18 12 22 2V18zM50 18c6-10 26-8 28 6 12 2 16 18 8 26 6 10-2 24-14 24-4 10-18 12-22 2"/><path d="M36 40c6 0 10 4 10 10M64 40c-6 0-10 4-10 10"/>',
  curves: '<path d="M12 8v80h80"/><path d="M20 20c20 40 40 56 68 62M20 80c24-6 44-26 66-62"/><circle cx="52" cy="58" r="5"/>',
  speech:
    '<path d="M10 20a10 10 0 0 1 10-10h60a10 10 0 0 1 10 10v40a10 10 0 0 1-10 10H40L22 88V70h-2a10 10 0 0 1-10-10z"/><path d="M28 32h44M28 48h30"/>',
  ballot: '<rect x="14" y="44" width="72" height="46" rx="4"/><path d="M36 44h28M40 36l10-28 20 8-8 20"/><path d="M14 60h72"/>',
  globe: '<circle cx="50" cy="50" r="40"/><path d="M10 50h80M50 10c-16 20-16 60 0 80M50 10c16 20 16 60 0 80M16 30h68M16 70h68"/>',
  plane: '<path d="M50 6c4 0 6 6 6 12v22l34 18v10L56 58v18l12 10v8l-18-6-18 6v-8l12-10V58L10 68V58l34-18V18c0-6 2-12 6-12z"/>',
  sprout:
    '<path d="M50 92V48M50 56c-4-20-20-30-38-28 0 18 16 30 38 28zM50 46c2-20 18-32 38-30 0 20-18 32-38 30z"/><path d="M20 92h60"/><path d="M70 70v10M74 74h-8" stroke-width="4"/>',
  envelope: '<rect x="8" y="20" width="84" height="60" rx="6"/><path d="M8 26l42 30 42-30"/><circle cx="74" cy="66" r="8"/>',
  trophy:
    '<path d="M30 10h40v26a20 20 0 0 1-40 0z"/><path d="M30 18H14c0 16 8 22 18 22M70 18h16c0 16-8 22-18 22M50 56v16M34 90h32M38 72h24v18H38z"/>',
  certificate:
    '<rect x="8" y="14" width="84" height="60" rx="4"/><path d="M22 30h56M22 42h40"/><circle cx="66" cy="62" r="10"/><path d="M60 70l-4 20 10-6 10 6-4-20"/>',
  calendar:
    '<rect x="10" y="18" width="80" height="72" rx="6"/><path d="M10 38h80M30 10v16M70 10v16"/><path d="M28 52h8M46 52h8M64 52h8M28 68h8M46 68h8"/><path d="M62 64l6 6 12-14" stroke-width="5"/>',
  stack:
    '<rect x="20" y="62" width="60" height="16" rx="3"/><rect x="20" y="42" width="60" height="16" rx="3"/><rect x="20" y="22" width="60" height="16" rx="3"/><path d="M86 30v40M80 64l6 8 6-8"/>',
  path: '<circle cx="18" cy="82" r="8"/><circle cx="82" cy="18" r="8"/><path d="M26 82h24a14 14 0 0 0 0-28H40a14 14 0 0 1 0-28h34" stroke-dasharray="8 6"/>',
  notes:
    '<rect x="16" y="8" width="62" height="84" rx="6"/><path d="M28 26h38M28 40h38M28 54h24"/><path d="M60 78l26-26 6 6-26 26h-6z"/>',
} as const;

export type IconName = keyof typeof ICONS;

/** `icon` scaled to `size` at (x, y) in strokes of `colour` (`width` in the icon's 100-unit box). */
export function placeIcon(icon: IconName, x: number, y: number, size: number, colour: string, opacity = 1, width = 6): string {
  const scale = Math.round((size / 100) * 1000) / 1000;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${ICONS[icon]}</g>`;
}

/** Each course subject (an outline of catalogue-subjects.ts) and what its cover shows. */
export const SUBJECT_ICONS: Record<OutlineKey, IconName> = {
  programming: 'terminal',
  web: 'browser',
  data: 'scatter',
  ml: 'network',
  cloud: 'cloud',
  security: 'shield',
  java: 'cup',
  sql: 'database',
  devops: 'loop',
  analytics: 'spreadsheet',
  'cs-degree': 'chip',
  gate: 'tree',
  jee: 'atom',
  mechanical: 'gear',
  civil: 'bridge',
  cad: 'drafting',
  embedded: 'chip',
  electrical: 'bolt',
  robotics: 'robot',
  neet: 'dna',
  'neet-pg': 'stethoscope',
  mbbs: 'heartbeat',
  nursing: 'cross',
  pharmacy: 'pill',
  medlab: 'flask',
  physio: 'figure',
  cat: 'target',
  mba: 'briefcase',
  bba: 'org',
  'digital-marketing': 'megaphone',
  hr: 'people',
  startup: 'rocket',
  pm: 'gantt',
  uiux: 'phone',
  graphic: 'pen',
  fashion: 'hanger',
  interior: 'lamp',
  'design-entrance': 'pencil',
  animation: 'clapper',
  ca: 'calculator',
  tally: 'ledger',
  stock: 'candles',
  bcom: 'rupee',
  bank: 'bank',
  clat: 'scales',
  llb: 'book',
  'corporate-law': 'document',
  judiciary: 'gavel',
  upsc: 'wheel',
  ssc: 'checklist',
  defence: 'medal',
  psychology: 'brain',
  economics: 'curves',
  english: 'speech',
  polsci: 'ballot',
};

/** A company's logo shows its industry. */
export const INDUSTRY_ICONS: Record<string, IconName> = {
  Agriculture: 'sprout',
  Analytics: 'scatter',
  Animation: 'clapper',
  Automotive: 'gear',
  Banking: 'bank',
  Construction: 'bridge',
  Consulting: 'briefcase',
  'Cyber Security': 'shield',
  Design: 'lamp',
  Education: 'book',
  Energy: 'bolt',
  'Financial Services': 'candles',
  Healthcare: 'heartbeat',
  'Information Technology': 'cloud',
  'Legal Services': 'scales',
  Logistics: 'path',
  Media: 'megaphone',
  Pharmaceuticals: 'pill',
  Retail: 'envelope',
  Robotics: 'robot',
  Telecommunications: 'network',
  Textiles: 'hanger',
};

/** An institute's logo shows what it teaches, by the kind of institute its name says it is. */
export const INSTITUTE_ICONS: Record<string, IconName> = {
  'Institute of Technology': 'chip',
  'College of Engineering': 'gear',
  University: 'book',
  'Medical College': 'stethoscope',
  'College of Nursing and Allied Health': 'cross',
  'School of Management': 'briefcase',
  'Institute of Design': 'pen',
  'Law School': 'scales',
  Academy: 'atom',
  'Competitive Exams Centre': 'checklist',
  'Online Academy': 'browser',
  'Government Arts and Science College': 'globe',
  'College of Commerce': 'rupee',
};

/** Each demo roadmap's picture. */
export const ROADMAP_ICONS: Record<string, IconName> = {
  'Become a Full Stack Developer': 'browser',
  'Data Scientist Roadmap': 'scatter',
  'Crack GATE CSE in 12 Months': 'tree',
  'NEET UG Study Plan': 'dna',
  'CAT 99 Percentile Plan': 'target',
  'UI/UX Designer Roadmap': 'phone',
  'Chartered Accountant Journey': 'calculator',
  'UPSC Civil Services Roadmap': 'wheel',
  'Cloud Engineer Roadmap': 'cloud',
  'Cyber Security Analyst Roadmap': 'shield',
  'Become a Civil Site Engineer': 'bridge',
  'Digital Marketer Roadmap': 'megaphone',
  'CLAT Preparation Path': 'scales',
  'Bank PO Roadmap': 'bank',
  'Machine Learning Engineer Path': 'network',
  'Fashion Designer Roadmap': 'hanger',
  'Nursing Career Path': 'cross',
  'SSC CGL Roadmap': 'checklist',
  'Psychology Counsellor Path': 'brain',
  'Robotics Engineer Roadmap': 'robot',
};
