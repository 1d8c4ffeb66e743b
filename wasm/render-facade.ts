// The SVG renderer's facade: the record checked and sized like any engine call, the engine's refusal
// thrown as an Error.
import type { EngineOptions, GameRecord } from './index.js';
import { int, text, unwrap } from './facade.js';
import type { Renderer } from './render.js';

export interface RenderCore { renderSvg(record: string, ply: number, tile: number): string }

export function wrapRender(core: RenderCore): Renderer {
  return {
    renderSvg(record: GameRecord | string, options?: { ply?: number; tile?: number }): string {
      if (options !== undefined && (options === null || typeof options !== 'object')) {
        throw new TypeError('renderSvg(options): expected an object such as { ply: 3, tile: 96 }');
      }
      let ply = -1;   // the whole record
      if (options?.ply !== undefined) {
        ply = int(options.ply, 'renderSvg(options.ply)', 0, 10000);
        if (ply < 0) throw new RangeError(`renderSvg(options.ply): expected 0 or more, got ${ply}`);
        ply = Math.min(0x7fffffff, ply);   // an embind int; the engine names the record's range
      }
      const tile = options?.tile === undefined ? 96 : Math.max(-1, Math.min(0x7fffffff, int(options.tile, 'renderSvg(options.tile)', 16, 512)));
      return unwrap(core.renderSvg(text(record, 'renderSvg(record)', 4 << 20), ply, tile));
    },
  };
}

export type { EngineOptions };
