// Plays the engine's tile art on a canvas. The engine describes every tile once (Engine.tileArt:
// SVG elements in the unit square, the same ones `carcassonne render` writes); this file knows no
// tile, feature or expansion, only the small part of SVG the engine writes: <g> with transform and
// clip-path, <path>, <rect>, <circle>, <ellipse>, <text>, <clipPath>, <radialGradient>, and the
// inherited paint attributes. Nothing here reaches the document: the text is parsed by hand and
// drawn with Path2D and fillText, so even a hostile name in a tile id stays text on a canvas.

/** One parsed element: its tag, attributes and children (text nodes as '#text' with `text`). */
export interface ArtNode { tag: string; attrs: Record<string, string>; children: ArtNode[]; text?: string }

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescape(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(parseInt(e[1] === 'x' || e[1] === 'X' ? e.slice(2) : e.slice(1), e[1] === 'x' || e[1] === 'X' ? 16 : 10));
    return ENTITY[e] ?? m;
  });
}

/** The engine's SVG fragment as a tree (it writes well-formed XML: quoted attributes, no comments). */
export function parseArt(svg: string): ArtNode[] {
  const root: ArtNode = { tag: '', attrs: {}, children: [] };
  const stack = [root];
  const token = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  for (let m = token.exec(svg); m; m = token.exec(svg)) {
    const top = stack[stack.length - 1]!;
    if (m[5] !== undefined) { top.children.push({ tag: '#text', attrs: {}, children: [], text: unescape(m[5]) }); continue; }
    if (m[1]) { if (stack.length > 1) stack.pop(); continue; }
    const attrs: Record<string, string> = {};
    for (const a of (m[3] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]!] = unescape(a[2]!);
    const node: ArtNode = { tag: m[2]!, attrs, children: [] };
    top.children.push(node);
    if (!m[4]) stack.push(node);
  }
  return root.children;
}

/** Paint attributes SVG inherits from a group to its children. */
const INHERITED = ['fill', 'fill-opacity', 'stroke', 'stroke-opacity', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-dasharray', 'stroke-dashoffset', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'paint-order'];
type Style = Record<string, string>;

interface Defs { clips: Map<string, Path2D>; gradients: Map<string, ArtNode> }

const nums = (s: string | undefined): number[] => (s ?? '').split(/[\s,]+/).filter(Boolean).map(Number);
const num = (s: string | undefined, d = 0): number => (s === undefined || s === '' ? d : Number(s));

/** transform="translate(x y) rotate(a [cx cy]) scale(s [t])", applied in order. */
function applyTransform(ctx: CanvasRenderingContext2D, t: string | undefined): void {
  if (!t) return;
  for (const m of t.matchAll(/(translate|rotate|scale|matrix)\(([^)]*)\)/g)) {
    const v = nums(m[2]);
    if (m[1] === 'translate') ctx.translate(v[0] ?? 0, v[1] ?? 0);
    else if (m[1] === 'scale') ctx.scale(v[0] ?? 1, v[1] ?? v[0] ?? 1);
    else if (m[1] === 'matrix') ctx.transform(v[0] ?? 1, v[1] ?? 0, v[2] ?? 0, v[3] ?? 1, v[4] ?? 0, v[5] ?? 0);
    else {
      const [a = 0, cx = 0, cy = 0] = v;
      ctx.translate(cx, cy); ctx.rotate((a * Math.PI) / 180); ctx.translate(-cx, -cy);
    }
  }
}

/** A colour with an extra opacity (a gradient stop's stop-opacity): rgb()/#hex become rgba(). */
function withAlpha(color: string, a: number): string {
  if (a >= 1) return color;
  const rgb = /^rgb\(([^)]*)\)$/.exec(color);
  if (rgb) return `rgba(${rgb[1]},${a})`;
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) { const n = parseInt(hex[1]!, 16); return `rgba(${n >> 16},${(n >> 8) & 255},${n & 255},${a})`; }
  return color;
}

function paint(ctx: CanvasRenderingContext2D, value: string | undefined, defs: Defs): string | CanvasGradient | null {
  if (!value || value === 'none') return null;
  const ref = /^url\(#([^)]+)\)$/.exec(value);
  if (!ref) return value;
  const g = defs.gradients.get(ref[1]!);
  if (!g) return null;
  const a = g.attrs;
  const grad = ctx.createRadialGradient(num(a.fx, num(a.cx, 0.5)), num(a.fy, num(a.cy, 0.5)), num(a.fr),
    num(a.cx, 0.5), num(a.cy, 0.5), num(a.r, 0.5));
  for (const s of g.children) {
    if (s.tag === 'stop') grad.addColorStop(num(s.attrs.offset), withAlpha(s.attrs['stop-color'] ?? '#000', num(s.attrs['stop-opacity'], 1)));
  }
  return grad;
}

function shapePath(n: ArtNode): Path2D | null {
  const a = n.attrs, p = new Path2D();
  switch (n.tag) {
    case 'path': return a.d ? new Path2D(a.d) : null;
    case 'rect': {
      const x = num(a.x), y = num(a.y), w = num(a.width), h = num(a.height), r = num(a.rx, num(a.ry));
      if (r > 0) p.roundRect(x, y, w, h, r); else p.rect(x, y, w, h);
      return p;
    }
    case 'circle': p.arc(num(a.cx), num(a.cy), num(a.r), 0, 2 * Math.PI); return p;
    case 'ellipse': p.ellipse(num(a.cx), num(a.cy), num(a.rx), num(a.ry), 0, 0, 2 * Math.PI); return p;
    default: return null;
  }
}

function stroke(ctx: CanvasRenderingContext2D, st: Style, defs: Defs, draw: () => void): void {
  const s = paint(ctx, st.stroke, defs);
  if (!s) return;
  ctx.strokeStyle = s;
  ctx.globalAlpha = num(st['stroke-opacity'], 1);
  ctx.lineWidth = num(st['stroke-width'], 1);
  ctx.lineCap = (st['stroke-linecap'] as CanvasLineCap | undefined) ?? 'butt';
  ctx.lineJoin = (st['stroke-linejoin'] as CanvasLineJoin | undefined) ?? 'miter';
  ctx.setLineDash(st['stroke-dasharray'] && st['stroke-dasharray'] !== 'none' ? nums(st['stroke-dasharray']) : []);
  ctx.lineDashOffset = num(st['stroke-dashoffset']);
  draw();
}

function fill(ctx: CanvasRenderingContext2D, st: Style, defs: Defs, draw: () => void): void {
  const f = paint(ctx, st.fill ?? '#000', defs);
  if (!f) return;
  ctx.fillStyle = f;
  ctx.globalAlpha = num(st['fill-opacity'], 1);
  draw();
}

function drawShape(ctx: CanvasRenderingContext2D, path: Path2D, st: Style, defs: Defs): void {
  const doFill = (): void => fill(ctx, st, defs, () => ctx.fill(path));
  const doStroke = (): void => stroke(ctx, st, defs, () => ctx.stroke(path));
  if (st['paint-order']?.startsWith('stroke')) { doStroke(); doFill(); } else { doFill(); doStroke(); }
}

/** Text at a 100-pixel font scaled down to the unit square (canvases round tiny font sizes). */
function drawText(ctx: CanvasRenderingContext2D, n: ArtNode, st: Style, defs: Defs): void {
  const words = n.children.map((c) => c.text ?? c.children.map((d) => d.text ?? '').join('')).join('');
  if (!words) return;
  const size = num(st['font-size'], 0.1), k = size / 100;
  ctx.save();
  ctx.translate(num(n.attrs.x), num(n.attrs.y) + num(n.attrs.dy));
  ctx.scale(k, k);
  ctx.font = `${st['font-style'] ?? 'normal'} ${st['font-weight'] ?? 'normal'} 100px ${st['font-family'] ?? 'sans-serif'}`;
  const anchor = st['text-anchor'];
  ctx.textAlign = anchor === 'middle' ? 'center' : anchor === 'end' ? 'right' : 'left';
  const maxWidth = n.attrs.textLength ? num(n.attrs.textLength) / k : undefined;
  const scaled: Style = { ...st, 'stroke-width': String(num(st['stroke-width'], 1) / k) };
  const doFill = (): void => fill(ctx, scaled, defs, () => ctx.fillText(words, 0, 0, maxWidth));
  const doStroke = (): void => stroke(ctx, scaled, defs, () => ctx.strokeText(words, 0, 0, maxWidth));
  if (st['paint-order']?.startsWith('stroke')) { doStroke(); doFill(); } else { doFill(); doStroke(); }
  ctx.restore();
}

function collectDefs(nodes: ArtNode[], defs: Defs): void {
  for (const n of nodes) {
    if (n.tag === 'radialGradient' && n.attrs.id) defs.gradients.set(n.attrs.id, n);
    else if (n.tag === 'clipPath' && n.attrs.id) {
      const clip = new Path2D();
      for (const c of n.children) { const p = shapePath(c); if (p) clip.addPath(p); }
      defs.clips.set(n.attrs.id, clip);
    } else collectDefs(n.children, defs);
  }
}

function drawNodes(ctx: CanvasRenderingContext2D, nodes: ArtNode[], inherited: Style, defs: Defs): void {
  for (const n of nodes) {
    if (n.tag === '#text' || n.tag === 'defs' || n.tag === 'clipPath' || n.tag === 'radialGradient' || n.tag === 'title') continue;
    const st: Style = { ...inherited };
    for (const k of INHERITED) if (n.attrs[k] !== undefined) st[k] = n.attrs[k]!;
    ctx.save();
    applyTransform(ctx, n.attrs.transform);
    const clip = /^url\(#([^)]+)\)$/.exec(n.attrs['clip-path'] ?? '');
    if (clip) { const p = defs.clips.get(clip[1]!); if (p) ctx.clip(p); }
    if (n.tag === 'g') drawNodes(ctx, n.children, st, defs);
    else if (n.tag === 'text') drawText(ctx, n, st, defs);
    else { const p = shapePath(n); if (p) drawShape(ctx, p, st, defs); }
    ctx.restore();
  }
}

/** Draws parsed art in the unit square of ctx's current transform. */
export function playArt(ctx: CanvasRenderingContext2D, art: ArtNode[]): void {
  const defs: Defs = { clips: new Map(), gradients: new Map() };
  collectDefs(art, defs);
  ctx.save();
  drawNodes(ctx, art, {}, defs);
  ctx.restore();
}
