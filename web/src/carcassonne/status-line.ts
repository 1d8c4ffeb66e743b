// The status line's sentence (whose decision, what to do), worded from the catalogs
// (web/words/*.ftl, "status-" ids): the first Carcassonne file converted to words as data, since
// the status line is the shell's question at the top of the panel. The game words it carries
// (the tile, the figure, a module's question) are still English: the next slice of issue 47.
import type { Panel } from './panel.js';
import { standardFigure, tileWords } from './lexicon.js';
import { figureName } from './words.js';
import { coarse } from './turn-input.js';
import { t } from '../words/words.js';

export function statusLine(p: Panel): string {
  const st = p.st;
  if (!st) return '';
  const who = (i: number) => p.seats[i]?.name ?? t('seat-player', { seat: i + 1 });
  if (p.mode === 'replay') return t('status-replay');
  if (p.mode === 'final') return t('status-final');
  if (st.over) {
    const top = Math.max(...st.players.map((x) => x.score));
    const winners = st.players.map((x, i) => ({ x, i })).filter((w) => w.x.score === top).map((w) => who(w.i));
    // "you" takes the plural verb in English ("You win"): the message chooses, the code only says who
    return winners.length === 1
      ? t('status-over-win', { name: winners[0]!, you: /^you$/i.test(winners[0]!.trim()) ? 'yes' : 'no', points: top })
      : t('status-over-tie', { points: top, names: winners.join(', ') });
  }
  const d = st.decision;
  if (!d) return '';
  if (p.bots[d.player]) {
    if (d.player !== st.current) return t('status-thinking-for', { name: who(d.player), turn: who(st.current) });
    return st.extraTurn ? t('status-thinking-extra', { name: who(d.player) }) : t('status-thinking', { name: who(d.player) });
  }
  // hot-seat: the one who decides is named; another player's decision in someone's turn (a gold
  // bar handed over, a crop circle's answer, a message's target) says whose turn it is too
  const humans = p.bots.filter((b) => !b).length;
  const other = d.player !== st.current;
  const whoText = (other ? t('status-decides-for', { name: who(d.player), turn: who(st.current) })
    : humans > 1 ? t('status-decides', { name: who(d.player) }) : '')
    + (st.extraTurn ? t('status-extra-turn') : '');
  const touch = coarse();
  if (d.kind === 'tile') {
    const tile = tileWords(p.handTile() ?? '');
    if (p.cursor) return touch ? t('status-tile-again-touch', { who: whoText }) : t('status-tile-again', { who: whoText });
    return touch ? t('status-tile-touch', { who: whoText, tile }) : t('status-tile', { who: whoText, tile });
  }
  if (d.kind === 'figure') {
    const n = p.figureOptions().length;
    const actions = p.moduleOptions().length ? t('status-figure-actions') : '';
    if (!n) return t('status-no-figure', { who: whoText, actions });
    const kind = p.shownKind() ?? standardFigure();
    return t('status-figure', {
      who: whoText, figure: figureName(kind), actions,
      pass: touch ? t('status-figure-pass-touch') : t('status-figure-pass'),
      switch: p.figureKinds().length > 1 ? (touch ? t('status-figure-switch-touch') : t('status-figure-switch')) : '',
    });
  }
  // a module's decision says in words what is asked ("take a point from the poll, or decline")
  const asked = d.text ? d.text.charAt(0).toUpperCase() + d.text.slice(1) : t('status-choose');
  const spots = p.figureOptions().length ? (touch ? t('status-spots-touch') : t('status-spots')) : '';
  return t('status-asked', { who: whoText, asked, spots });
}
