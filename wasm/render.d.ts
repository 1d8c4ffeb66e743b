// carcassonne-engine/render: the SVG renderer of `carcassonne render`, a WebAssembly module of its
// own (carcassonne_render.wasm, beside this file), for pages that export a board as SVG.
import type { EngineOptions, GameRecord } from './index.js';

export interface Renderer {
  /** The record as SVG, byte for byte what `carcassonne render` prints: after `ply` moves (default:
   *  the whole record with its "end"), the move's caption under the board and its marks on it, the
   *  record itself in <metadata id="carcassonne-record">. `tile`: pixels per tile, 16 to 512 (96). */
  renderSvg(record: GameRecord | string, options?: { ply?: number; tile?: number }): string;
}
export function createRenderer(options?: EngineOptions): Promise<Renderer>;
