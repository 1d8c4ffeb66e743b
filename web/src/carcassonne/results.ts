// The results dialog: who won, the points of each category scored during the game and at its
// final scoring (rows per category, a column per player, as Board Game Arena's end table), the
// scores over the turns, and the ways on: replay the game, a new game, close.
import type { GameEvent } from 'carcassonne-engine';
import { drawScoreChart } from './chart.js';
import { h, humanize } from '../shell/dom.js';
import { inkOn } from './meeple.js';
import { featureWords } from './lexicon.js';
import { CATEGORY_TITLES } from './score-words.js';
import { breakdown, scoreTimeline, winnerTitle } from './words.js';

export interface ResultsInput {
  players: { name: string; score: number }[];
  seats: { name: string; color: string; mark: string }[];
  events: GameEvent[];
  finalFrom: number;          // index of the first final-scoring event
  onReplay(): void;
  onNewGame(): void;
}

// a category's own title ("Gold", "Robbers"), else its catalog words with their capitals kept ("Angkor Wat")
const categoryName = (c: string) => {
  const many = CATEGORY_TITLES[c] ?? featureWords(c).many;
  return /[A-Z]/.test(many) ? many : humanize(many);
};

export function showResults(dialog: HTMLDialogElement, r: ResultsInput): void {
  const n = r.players.length;
  const b = breakdown(r.events, n, r.finalFrom);
  const dot = (i: number) => {
    const d = h('span', { class: 'dot', 'aria-hidden': 'true', text: r.seats[i]!.mark });
    d.style.background = r.seats[i]!.color;
    d.style.color = inkOn(r.seats[i]!.color);
    return d;
  };
  const section = (phase: 'during' | 'end', title: string) => {
    const rows = phase === 'during' ? b.during : b.end;
    const used = b.categories.map((c, k) => ({ c, k })).filter(({ k }) => rows.some((row) => row[k] !== 0));
    const sums = rows.map((row) => row.reduce((a, v) => a + v, 0));
    return h('tbody', { 'data-phase': phase },
      h('tr', { class: 'section' }, h('th', { scope: 'rowgroup', colspan: n + 1, text: title })),
      used.length ? used.map(({ c, k }) => h('tr', { 'data-phase': phase, 'data-category': c },
        h('th', { scope: 'row', text: categoryName(c) }),
        rows.map((row, p) => h('td', { 'data-seat': p, text: String(row[k]) }))))
        : h('tr', { class: 'none' }, h('th', { scope: 'row', text: 'Nothing scored' }), rows.map((_, p) => h('td', { 'data-seat': p, text: '0' }))),
      h('tr', { class: 'subtotal', 'data-phase': phase, 'data-category': 'all' },
        h('th', { scope: 'row', text: phase === 'during' ? 'During the game' : 'Final scoring' }),
        sums.map((v, p) => h('td', { 'data-seat': p, text: String(v) }))));
  };
  const table = h('table', { id: 'results-table' },
    h('caption', { class: 'sr-only', text: 'Points by category, during the game and at the final scoring' }),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: 'Category' }),
      r.players.map((p, i) => h('th', { scope: 'col', 'data-seat': i }, dot(i), ` ${p.name}`)))),
    section('during', 'Scored during the game'),
    section('end', 'Final scoring'),
    h('tfoot', {}, h('tr', { class: 'total' }, h('th', { scope: 'row', text: 'Total' }),
      r.players.map((p, i) => h('td', { class: 'total', 'data-seat': i, 'data-total': p.score, text: String(p.score) })))));
  const chart = h('canvas', { id: 'score-chart', role: 'img', 'aria-label': 'Scores over the turns' });
  const top = Math.max(...r.players.map((p) => p.score));
  const winners = r.players.filter((p) => p.score === top).map((p) => p.name);
  const close = () => dialog.close();
  dialog.replaceChildren(h('form', { method: 'dialog' },
    h('h2', { id: 'results-title', tabindex: -1, text: winnerTitle(winners) }),
    h('div', { class: 'table-scroll' }, table),
    h('h3', { text: 'Scores over the turns' }),
    chart,
    h('div', { class: 'actions' },
      h('button', { type: 'button', id: 'results-replay', onclick: () => { close(); r.onReplay(); } }, 'Replay'),
      h('button', { type: 'button', id: 'results-new', onclick: () => { close(); r.onNewGame(); } }, 'New game'),
      h('button', { type: 'submit', id: 'results-close', class: 'primary' }, 'Close'))));
  dialog.setAttribute('aria-labelledby', 'results-title');
  if (!dialog.open) dialog.showModal();
  // the winner first (not the buttons below the chart, where the dialog would scroll to)
  dialog.querySelector<HTMLElement>('#results-title')?.focus();
  drawScoreChart(chart, scoreTimeline(r.events, n), r.seats);
}
