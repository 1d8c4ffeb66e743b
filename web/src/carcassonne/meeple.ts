// Figures and tag glyphs drawn from the looks the engine's modules register (Engine.lexicon()):
// layers of SVG path data, the owner's colour filled in. Every figure gets a shadow and a dark
// halo that set it off the tile whatever its colour, and its player's mark (an initial or a digit)
// on its body, so that seats can be told apart without colour. engine/carcassonne/render/figure_art.cpp draws
// the same layers as SVG.
import type { FigureLook, ShapeLayer } from 'carcassonne-engine';
import { figureInfo, standardFigure } from './lexicon.js';

const paths = new Map<string, Path2D>();
/** A Path2D for SVG path data, made once. */
export function pathOf(d: string): Path2D {
  let p = paths.get(d);
  if (!p) { p = new Path2D(d); paths.set(d, p); }
  return p;
}

/** Relative luminance 0..1 of a #rrggbb colour. */
export function luminance(color: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return 0.5;
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => {
    const v = parseInt(h, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function inkOn(color: string): string { return luminance(color) > 0.35 ? '#1b1b1b' : '#ffffff'; }

/** A layer colour: a role filled in for the owner's colour ('player', 'ink', 'outline'), or the colour itself. */
function paint(c: string, fill: string): string {
  const light = luminance(fill) > 0.35;
  if (c === 'player') return fill;
  if (c === 'ink') return light ? '#1b1b1b' : '#ffffff';
  if (c === 'outline') return light ? 'rgba(0,0,0,0.75)' : 'rgba(255,255,255,0.85)';
  return c;
}

/** Draws shape layers in the current transform (unit box), the roles filled in for `fill`. */
export function drawLayers(ctx: CanvasRenderingContext2D, layers: ShapeLayer[], fill: string): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const l of layers) {
    const p = pathOf(l.d);
    if (l.fill !== 'none') { ctx.fillStyle = paint(l.fill, fill); ctx.fill(p); }
    if (l.stroke && l.stroke !== 'none') { ctx.lineWidth = l.width ?? 0.05; ctx.strokeStyle = paint(l.stroke, fill); ctx.stroke(p); }
  }
}

const FALLBACK: ShapeLayer[] = [{ d: 'M0 -0.5 L0.4 0.5 L-0.4 0.5 Z', fill: 'player', stroke: 'outline', width: 0.07 }];

/**
 * Any figure by its kind, `size` tall centred at (x, y): its look's layers (lying down in a field
 * when its look says so), the mark upright on its body when the figure is 11 px or more.
 */
export function drawFigure(ctx: CanvasRenderingContext2D, kind: string, x: number, y: number, size: number, color: string, mark: string,
  opts: { lying?: boolean; glow?: boolean; alpha?: number } = {}): void {
  drawLook(ctx, figureInfo(kind)?.look, x, y, size, color, mark, opts);
}

/** A figure or token look (Lexicon figureKinds or tokens) as drawFigure draws figures. */
export function drawLook(ctx: CanvasRenderingContext2D, look: FigureLook | undefined, x: number, y: number, size: number, color: string,
  mark: string, opts: { lying?: boolean; glow?: boolean; alpha?: number } = {}): void {
  const layers = look?.layers.length ? look.layers : FALLBACK;
  const lying = !!opts.lying && (look?.lies ?? true);
  const s = size * (look?.scale ?? 1);
  const outline = pathOf(layers[0]!.d);
  ctx.save();
  ctx.translate(x, y);
  if (opts.alpha !== undefined) ctx.globalAlpha = opts.alpha;
  ctx.save();
  if (lying) ctx.rotate(-Math.PI / 2);
  ctx.scale(s, s);
  ctx.save();
  ctx.translate(0.06, 0.07);
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.fill(outline);
  ctx.restore();
  ctx.lineJoin = 'round';
  if (opts.glow) {
    ctx.lineWidth = 0.3;
    ctx.strokeStyle = 'rgba(255,245,140,0.95)';
    ctx.stroke(outline);
  }
  ctx.lineWidth = 0.17;   // the halo: a dark edge round every figure
  ctx.strokeStyle = 'rgba(20,20,20,0.9)';
  ctx.stroke(outline);
  drawLayers(ctx, layers, color);
  ctx.restore();
  if (look?.mark && mark && size >= 11) {
    const [mx, my] = lying ? [look.mark[1], -look.mark[0]] : look.mark;
    ctx.fillStyle = paint('ink', color);
    ctx.font = `700 ${Math.round(s * 0.36)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(mark, mx * s, my * s);
  }
  ctx.restore();
}

/** A seat's badge: the standard figure (the meeple) in the seat's colour with its mark. */
export function drawMeeple(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, color: string, mark: string): void {
  drawFigure(ctx, standardFigure(), x, y, size, color, mark);
}

let segmenter: Intl.Segmenter | null = null;

// Combining marks, the zero-width joiner and variation selectors: they join the character before.
const joinsBefore = (c: number): boolean => (c >= 0x300 && c <= 0x36f) || (c >= 0x1ab0 && c <= 0x1aff) ||
  (c >= 0x1dc0 && c <= 0x1dff) || (c >= 0x20d0 && c <= 0x20ff) || c === 0x200d || (c >= 0xfe00 && c <= 0xfe0f) ||
  (c >= 0xfe20 && c <= 0xfe2f);

/** The first character a reader sees (an emoji with its modifiers, a flag), never half of one.
 *  A name that starts with a Latin letter nothing joins needs no Intl.Segmenter (its first
 *  creation, loading its data, cost ~14 ms of the page's start-up). */
function firstGrapheme(s: string): string {
  const joins = joinsBefore(s.charCodeAt(1));
  if (s.length > 0 && s.charCodeAt(0) < 0x300 && !joins) return s[0]!;
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const g of segmenter.segment(s)) return g.segment;
    return '';
  }
  return [...s][0] ?? '';   // a whole code point at least
}

/** One mark per seat: the name's initial, or the seat number where initials collide. */
export function seatMarks(names: string[]): string[] {
  const initials = names.map((n) => (firstGrapheme(n.trim()) || '?').toUpperCase());
  return initials.map((c, i) => (initials.filter((d) => d === c).length > 1 ? String(i + 1) : c));
}
