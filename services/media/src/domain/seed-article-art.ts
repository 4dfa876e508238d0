/**
 * Covers for the editorial seed's pictures (issue 17), drawn when their seed/ key has no stored
 * file: `seed/articles/<area>-<n>-<topic>` (job stories, HR magazine, news, the senior interviews'
 * three images) and `seed/seniors/<field>-<n>` (a senior's portrait). Each is a calm two-tone
 * gradient with soft circles placed by the key's hash and a simple line motif of the topic; its
 * accessible name (aria-label) names the area and the topic. Distinct per key, the same bytes for the
 * same key.
 */

export type Size = { width: number; height: number };

const AREAS: Record<string, { label: string; hue: number }> = {
  jobstory: { label: 'JOB STORY', hue: 200 },
  magazine: { label: 'HR MAGAZINE', hue: 265 },
  news: { label: 'EMPLOYMENT NEWS', hue: 150 },
  senior: { label: 'SENIOR INTERVIEW', hue: 25 },
};

const TOPIC_LABELS: Record<string, string> = {
  bpo: 'BPO careers', ofw: 'Coming home', civil: 'Civil service', tesda: 'Skills training', retail: 'Retail', hotel: 'Hospitality',
  first: 'First jobs', salary: 'Salary talk', manners: 'Basic manners', office404: '404office', riddit: 'Weekly riddit',
  chat: 'Careerchat', change: 'Career change', survey: 'White paper', va: 'Virtual assistance', web: 'Web development',
  qa: 'Software testing', accounting: 'Accounting', nurse: 'Nursing', caregiver: 'Caregiving', teacher: 'Teaching',
  cook: 'Kitchen', logistics: 'Logistics', electrician: 'Electrical work', designer: 'Graphic design', '13th-month': '13th month pay',
  'owwa': 'Returning OFWs', 'tupad': 'Emergency employment', 'peso-online': 'PESO', 'scam': 'Job scams', 'gen-z': 'Gen Z at work',
};

/** Motifs: line drawings in a 120x120 box, stroke only. */
const MOTIFS: Record<string, string> = {
  chat: '<path d="M14 22h70a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10H46l-18 16V76H14A10 10 0 0 1 4 66V32a10 10 0 0 1 10-10z"/><path d="M40 52h-.01M58 52h-.01M76 52h-.01"/><path d="M100 44h6a10 10 0 0 1 10 10v28a10 10 0 0 1-10 10h-6v12l-14-12H70"/>',
  plane: '<path d="M6 66l38-8 26-40c4-6 14-4 12 4l-10 38 32-6c8-2 12 8 4 12l-34 12-20 28h-12l8-26-32 6z"/><path d="M8 106h104"/>',
  doc: '<path d="M28 6h46l24 24v84H28z"/><path d="M74 6v24h24"/><path d="M42 50h42M42 64h42M42 78h42M42 92h26"/>',
  bag: '<path d="M22 38h76l-6 74H28z"/><path d="M42 48V32a18 18 0 0 1 36 0v16"/>',
  briefcase: '<rect x="10" y="34" width="100" height="70" rx="8"/><path d="M42 34V24a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v10"/><path d="M10 62h100M54 62v10h12V62"/>',
  building: '<path d="M20 112V14h56v98M76 44h28v68M8 112h104"/><path d="M34 30h8M54 30h8M34 48h8M54 48h8M34 66h8M54 66h8M34 84h8M54 84h8M88 60h4M88 78h4M88 96h4"/>',
  tools: '<path d="M20 100l46-46M66 54a22 22 0 1 0 10-30l-12 12 4 12 12 4 12-12a22 22 0 0 1-26 14"/><path d="M76 78l30 30M88 70l22 22-10 10-22-22z"/>',
  person: '<circle cx="60" cy="38" r="22"/><path d="M16 112c4-26 22-40 44-40s40 14 44 40"/>',
  heart: '<path d="M60 104S12 76 12 42a24 24 0 0 1 48-8 24 24 0 0 1 48 8c0 34-48 62-48 62z"/><path d="M30 56h16l8-14 12 28 8-14h16"/>',
  peso: '<circle cx="60" cy="60" r="50"/><path d="M46 90V32h18a16 16 0 0 1 0 32H46M34 44h52M34 54h52"/>',
};

const MOTIF_OF: Record<string, string> = {
  bpo: 'chat', chat: 'chat', riddit: 'chat', va: 'chat', ofw: 'plane', owwa: 'plane', civil: 'doc', survey: 'doc', manners: 'doc',
  retail: 'bag', hotel: 'building', office404: 'building', first: 'briefcase', change: 'briefcase', salary: 'peso', '13th-month': 'peso',
  tesda: 'tools', construction: 'tools', electrician: 'tools', nurse: 'heart', caregiver: 'heart', hospital: 'heart', 'mental-health': 'heart',
};

/** FNV-1a. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const labelOf = (topic: string) => TOPIC_LABELS[topic] ?? (topic.charAt(0).toUpperCase() + topic.slice(1)).replace(/-/g, ' ');

/** `jobstory-12-bpo` -> area jobstory, topic bpo; `senior-3-nurse-2` -> senior, nurse (picture 2). */
export function parseArticleStem(stem: string): { area: string; topic: string; picture: number | null } {
  const match = /^([a-z]+)-(\d+)-([a-z0-9-]+?)(?:-(\d))?$/.exec(stem);
  if (!match) return { area: 'jobstory', topic: stem, picture: null };
  return { area: match[1] ?? 'jobstory', topic: match[3] ?? '', picture: match[4] ? Number(match[4]) : null };
}

function shell(key: string, hue: number, { width, height }: Size, inner: string, label: string): string {
  const h = hash(key);
  const h1 = (hue + (h % 20) - 10 + 360) % 360;
  const h2 = (h1 + 28 + ((h >>> 8) % 30)) % 360;
  const circles = [0, 1, 2]
    .map((i) => {
      const r = Math.round(height * (0.25 + (((h >>> (i * 5)) % 30) / 100)));
      const cx = Math.round(width * (((h >>> (i * 7 + 3)) % 100) / 100));
      const cy = Math.round(height * (((h >>> (i * 6 + 11)) % 100) / 100));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},55%,62%)"/><stop offset="1" stop-color="hsl(${h2},50%,38%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    inner,
    '</svg>',
  ].join('');
}

/** A cover of an article picture (`seed/articles/<stem>`), 720x400. */
export function articleCoverSvg(key: string, stem: string): string {
  const size = { width: 720, height: 400 };
  const { area, topic, picture } = parseArticleStem(stem);
  const meta = AREAS[area] ?? { label: 'ARTICLE', hue: 200 };
  const motif = MOTIFS[MOTIF_OF[topic] ?? (area === 'magazine' ? 'doc' : area === 'news' ? 'doc' : area === 'senior' ? 'briefcase' : 'briefcase')] ?? '';
  const scale = (size.height * 0.5) / 120;
  const x = Math.round(size.width * 0.68 - 60 * scale + ((hash(key) >>> 4) % 40) - 20);
  const y = Math.round(size.height * 0.4 - 60 * scale);
  const drawing = `<g transform="translate(${x} ${y}) scale(${scale.toFixed(3)})" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif}</g>`;
  const label = `${meta.label} · ${labelOf(topic)}${picture ? ` · ${picture}` : ''}`;
  // the area's colour, turned a little by the topic: stories of one topic look alike, topics differ.
  // No caption drawn: the screens lay titles over the picture; the label is its accessible name.
  return shell(key, meta.hue + (hash(topic) % 70) - 35, size, drawing, label);
}

/** A senior's portrait (`seed/seniors/<field>-<n>`), 480x480: a silhouette on a gradient, no caption (its alt text names it). */
export function portraitSvg(key: string, stem: string): string {
  const size = { width: 480, height: 480 };
  const field = stem.replace(/-\d+$/, '');
  const drawing = [
    '<circle cx="240" cy="190" r="86" fill="#fff" fill-opacity="0.85"/>',
    '<path d="M84 480c8-110 72-170 156-170s148 60 156 170z" fill="#fff" fill-opacity="0.85"/>',
  ].join('');
  const hues = [12, 200, 335, 255, 32, 175];
  return shell(key, hues[hash(stem) % hues.length] ?? 12, size, drawing, `Portrait · ${labelOf(field)}`);
}
