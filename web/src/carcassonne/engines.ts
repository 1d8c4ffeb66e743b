// Where Carcassonne's page gets its engines (shell/game-page.ts EngineSource): the smallest core
// that plays a setup or record (cores.ts), the full one fetched and compiled once, when a game
// first needs it. A page never goes back to a smaller core: the largest loaded plays every game.
import type { Engine } from 'carcassonne-engine';
import type { EngineSource, LoadedEngine } from '../shell/game-page.js';
import { coreFor, CORES, holds, loadCore, missingSets, recordNeeds, setupNeeds, type LoadedCore, type Needs } from './cores.js';

const asLoaded = (c: LoadedCore): LoadedEngine<Engine> => ({ engine: c.engine, module: c.module, key: c.info.file });
const infoOf = (l: LoadedEngine<Engine>) => CORES.find((c) => c.file === l.key) ?? CORES[CORES.length - 1]!;

function engineFor(current: LoadedEngine<Engine>, needs: Needs | null): LoadedEngine<Engine> | Promise<LoadedEngine<Engine>> {
  const info = infoOf(current);
  if (holds(info, needs)) return current;
  const want = coreFor(needs);
  return loadCore(want).then(asLoaded, (e: unknown) => {
    throw new Error(`this game needs sets the first engine lacks (${missingSets(info, needs).join(', ') || 'unread'}), and ${want.file} could not be loaded: ${(e as Error).message}`);
  });
}

export const carcassonneEngines: EngineSource<Engine> = {
  workerScript: 'bot_worker.js',
  // A saved game's core that cannot be had (offline before the service worker kept it): the page
  // starts on the smallest, and the resume keeps the save for later.
  async first(resume) {
    const wanted = coreFor(resume === null ? { sets: [], rules: [] } : recordNeeds(resume));
    const first = loadCore(wanted).catch((e: unknown) => (wanted === CORES[0] ? Promise.reject(e) : loadCore(CORES[0]!)));
    return asLoaded(await first);
  },
  forSetup: (current, setup) => engineFor(current, setupNeeds(setup)),
  forRecord: (current, record) => engineFor(current, recordNeeds(record)),
};
