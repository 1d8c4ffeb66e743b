// Meeples: a silhouette in the player's colour with the player's mark (an initial or a digit) on
// its body, so that seats can be told apart without colour.

export const SEAT_COLORS = ['#d7362f', '#2f6fd6', '#f0c419', '#2c9b4b', '#2b2b2b', '#9b59b6'];

let meeplePath: Path2D | null = null;
/** A meeple in a unit box centred on the origin. */
export function meepleShape(): Path2D {
  if (meeplePath) return meeplePath;
  const p = new Path2D();
  p.moveTo(0, -0.5);
  p.bezierCurveTo(0.14, -0.5, 0.19, -0.39, 0.17, -0.3);
  p.bezierCurveTo(0.16, -0.24, 0.13, -0.2, 0.12, -0.17);
  p.lineTo(0.44, -0.07);
  p.bezierCurveTo(0.52, -0.04, 0.5, 0.09, 0.42, 0.09);
  p.lineTo(0.22, 0.06);
  p.lineTo(0.4, 0.42);
  p.bezierCurveTo(0.43, 0.49, 0.38, 0.5, 0.34, 0.5);
  p.lineTo(0.1, 0.5);
  p.lineTo(0, 0.3);
  p.lineTo(-0.1, 0.5);
  p.lineTo(-0.34, 0.5);
  p.bezierCurveTo(-0.38, 0.5, -0.43, 0.49, -0.4, 0.42);
  p.lineTo(-0.22, 0.06);
  p.lineTo(-0.42, 0.09);
  p.bezierCurveTo(-0.5, 0.09, -0.52, -0.04, -0.44, -0.07);
  p.lineTo(-0.12, -0.17);
  p.bezierCurveTo(-0.13, -0.2, -0.16, -0.24, -0.17, -0.3);
  p.bezierCurveTo(-0.19, -0.39, -0.14, -0.5, 0, -0.5);
  p.closePath();
  meeplePath = p;
  return p;
}

let abbotPath: Path2D | null = null;
/** The abbot: a hooded monk in a long robe (no outstretched arms), in the same unit box. */
export function abbotShape(): Path2D {
  if (abbotPath) return abbotPath;
  const p = new Path2D();
  p.moveTo(0, -0.5);
  p.bezierCurveTo(0.15, -0.5, 0.22, -0.38, 0.2, -0.26);           // the hood
  p.bezierCurveTo(0.19, -0.2, 0.16, -0.17, 0.15, -0.15);
  p.bezierCurveTo(0.26, -0.12, 0.3, -0.02, 0.28, 0.08);           // shoulders and sleeves
  p.bezierCurveTo(0.3, 0.25, 0.36, 0.38, 0.38, 0.5);              // the robe widening to the ground
  p.lineTo(-0.38, 0.5);
  p.bezierCurveTo(-0.36, 0.38, -0.3, 0.25, -0.28, 0.08);
  p.bezierCurveTo(-0.3, -0.02, -0.26, -0.12, -0.15, -0.15);
  p.bezierCurveTo(-0.16, -0.17, -0.19, -0.2, -0.2, -0.26);
  p.bezierCurveTo(-0.22, -0.38, -0.15, -0.5, 0, -0.5);
  p.closePath();
  abbotPath = p;
  return p;
}

/** The silhouette of a figure kind: the abbot has its own, every other kind the meeple's. */
export function figureShape(figure: string): Path2D {
  return figure === 'abbot' ? abbotShape() : meepleShape();
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

/** Draws a meeple of height `size` centred at (x, y); lying down for farmers. */
export function drawMeeple(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, color: string, mark: string,
  opts: { lying?: boolean; glow?: boolean; alpha?: number; figure?: string } = {}): void {
  ctx.save();
  ctx.translate(x, y);
  if (opts.alpha !== undefined) ctx.globalAlpha = opts.alpha;
  ctx.save();
  if (opts.lying) ctx.rotate(-Math.PI / 2);
  ctx.scale(size, size);
  const shape = figureShape(opts.figure ?? 'normal');
  // drop shadow
  ctx.save();
  ctx.translate(0.06, 0.07);
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.fill(shape);
  ctx.restore();
  if (opts.glow) {
    ctx.lineWidth = 0.22;
    ctx.strokeStyle = 'rgba(255,245,140,0.95)';
    ctx.stroke(shape);
  }
  ctx.fillStyle = color;
  ctx.fill(shape);
  ctx.lineWidth = 0.07;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = luminance(color) > 0.35 ? 'rgba(0,0,0,0.75)' : 'rgba(255,255,255,0.85)';
  ctx.stroke(shape);
  if (opts.figure === 'abbot') {
    // a rope belt and a cross on the robe tell the abbot apart even in grey
    ctx.strokeStyle = luminance(color) > 0.35 ? 'rgba(0,0,0,0.7)' : 'rgba(255,255,255,0.8)';
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    ctx.moveTo(-0.29, 0.2); ctx.quadraticCurveTo(0, 0.26, 0.29, 0.2);
    ctx.moveTo(0, 0.3); ctx.lineTo(0, 0.46);
    ctx.moveTo(-0.07, 0.35); ctx.lineTo(0.07, 0.35);
    ctx.stroke();
  }
  ctx.restore();
  if (size >= 11) {
    ctx.fillStyle = inkOn(color);
    ctx.font = `700 ${Math.round(size * 0.36)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const markY = opts.lying ? 0 : opts.figure === 'abbot' ? -size * 0.02 : size * 0.08;
    ctx.fillText(mark, opts.lying ? size * 0.02 : 0, markY);
  }
  ctx.restore();
}

/** The first character a reader sees (an emoji with its modifiers, a flag), never half of one. */
function firstGrapheme(s: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    for (const g of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)) return g.segment;
    return '';
  }
  return [...s][0] ?? '';   // a whole code point at least
}

/** One mark per seat: the name's initial, or the seat number where initials collide. */
export function seatMarks(names: string[]): string[] {
  const initials = names.map((n) => (firstGrapheme(n.trim()) || '?').toUpperCase());
  return initials.map((c, i) => (initials.filter((d) => d === c).length > 1 ? String(i + 1) : c));
}

let builderPath: Path2D | null = null;
/** The builder: a tall figure with a round head and a flat cap, in a unit box centred on the origin. */
function builderShape(): Path2D {
  if (builderPath) return builderPath;
  const p = new Path2D();
  p.moveTo(-0.2, -0.36);                       // cap brim
  p.lineTo(0.2, -0.36);
  p.lineTo(0.15, -0.5);
  p.lineTo(-0.15, -0.5);
  p.closePath();
  p.moveTo(0.13, -0.24);
  p.arc(0, -0.24, 0.13, 0, Math.PI * 2);       // head
  p.moveTo(-0.12, -0.1);                       // body: narrow at the top, a wide base
  p.lineTo(0.12, -0.1);
  p.lineTo(0.24, 0.4);
  p.lineTo(0.3, 0.5);
  p.lineTo(-0.3, 0.5);
  p.lineTo(-0.24, 0.4);
  p.closePath();
  builderPath = p;
  return p;
}

let pigPath: Path2D | null = null;
/** The pig seen from the side, facing right, in a unit box centred on the origin. */
function pigShape(): Path2D {
  if (pigPath) return pigPath;
  const p = new Path2D();
  p.ellipse(-0.05, 0.02, 0.36, 0.24, 0, 0, Math.PI * 2);       // body
  p.moveTo(0.46, -0.02);
  p.ellipse(0.32, -0.06, 0.16, 0.15, 0, 0, Math.PI * 2);       // head
  p.moveTo(0.24, -0.2);
  p.lineTo(0.3, -0.32);
  p.lineTo(0.36, -0.19);
  p.closePath();                                               // ear
  for (const x of [-0.28, -0.14, 0.06, 0.18]) p.rect(x, 0.16, 0.08, 0.2);   // legs
  p.moveTo(-0.41, -0.04);                                      // curly tail
  p.arc(-0.46, -0.06, 0.05, 0, Math.PI * 1.6);
  pigPath = p;
  return p;
}

function drawShape(ctx: CanvasRenderingContext2D, shape: Path2D, x: number, y: number, size: number, color: string, glow: boolean, alpha?: number): void {
  ctx.save();
  ctx.translate(x, y);
  if (alpha !== undefined) ctx.globalAlpha = alpha;
  ctx.scale(size, size);
  ctx.save();
  ctx.translate(0.06, 0.07);
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.fill(shape);
  ctx.restore();
  if (glow) {
    ctx.lineWidth = 0.22;
    ctx.strokeStyle = 'rgba(255,245,140,0.95)';
    ctx.stroke(shape);
  }
  // outline first, then the fill over it: overlapping parts (legs, head) show one clean silhouette
  ctx.lineWidth = 0.14;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = luminance(color) > 0.35 ? 'rgba(0,0,0,0.75)' : 'rgba(255,255,255,0.85)';
  ctx.stroke(shape);
  ctx.fillStyle = color;
  ctx.fill(shape);
  ctx.restore();
}

/**
 * Any figure by its kind: the meeple (lying in a field), the big meeple (a third taller, with a
 * ring), the builder and the pig (their own silhouettes, the pig snout in pink).
 */
export function drawFigure(ctx: CanvasRenderingContext2D, kind: string, x: number, y: number, size: number, color: string, mark: string,
  opts: { lying?: boolean; glow?: boolean; alpha?: number } = {}): void {
  if (kind === 'builder') {
    drawShape(ctx, builderShape(), x, y, size * 1.05, color, !!opts.glow, opts.alpha);
    return;
  }
  if (kind === 'pig') {
    drawShape(ctx, pigShape(), x, y, size * 0.95, color, !!opts.glow, opts.alpha);
    ctx.save();
    if (opts.alpha !== undefined) ctx.globalAlpha = opts.alpha;
    ctx.fillStyle = '#f2a7b8';
    ctx.beginPath();
    ctx.ellipse(x + size * 0.95 * 0.47, y - size * 0.95 * 0.04, size * 0.05, size * 0.07, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    return;
  }
  if (kind === 'big') {
    drawMeeple(ctx, x, y, size * 1.35, color, mark, opts);
    ctx.save();
    if (opts.alpha !== undefined) ctx.globalAlpha = opts.alpha;
    ctx.strokeStyle = inkOn(color);
    ctx.lineWidth = Math.max(1, size * 0.06);
    ctx.beginPath();
    if (opts.lying) ctx.arc(x - size * 0.5, y, size * 0.09, 0, Math.PI * 2);
    else ctx.arc(x, y - size * 0.5, size * 0.09, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
    return;
  }
  drawMeeple(ctx, x, y, size, color, mark, { ...opts, figure: kind });
}
