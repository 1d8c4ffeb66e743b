// Carcassonne's panel: the status line (whose decision, what to do, in the game's words), the tile
// in hand, the pass button, the figure kinds and spots as buttons, a module's options, and the
// players with their figures, goods, notes and scores.
import { thinkingBadge } from '../shell/bot-turns.js';
import { $, h, humanize } from '../shell/dom.js';
import { lexicon, standardFigure, tileWords } from './lexicon.js';
import { drawFigure, drawMeeple } from './meeple.js';
import { atPlayer } from './option-places.js';
import { SidePanels } from './side-panels.js';
import { drawGlyph } from './tiles.js';
import type { WondersState } from './wonder-cards.js';
import { featureName, figureLabel, figureName } from './words.js';
import { coarse } from './turn-input.js';
import { statusLine } from './status-line.js';

export abstract class Panel extends SidePanels {
  deciderShown = -1;             // the player whose row was last brought into view (a human deciding)

  status(): void {
    $('#status').textContent = statusLine(this);
  }

  renderHand(): void {
    const st = this.st;
    const wrap = $('#hand');
    const canvas = $('#hand-tile') as HTMLCanvasElement;
    const tile = this.handTile();
    const placing = this.humanToMove() && st?.decision?.kind === 'tile';
    wrap.classList.toggle('idle', !placing);
    const ctx = canvas.getContext('2d')!;
    const dpr = window.devicePixelRatio || 1;
    const size = 88;
    canvas.width = canvas.height = size * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, size, size);
    const g = this.ghost();
    // the tile in hand; during the meeple step the tile just placed; the bots' tiles greyed. The
    // caption names whose tile it is: the hand is the player's to move (st.current), the tile just
    // placed its placer's, whoever decides now
    const owner = (p: number) => this.seats[p]?.name ?? `Player ${p + 1}`;
    const hotSeat = this.bots.filter((b) => !b).length > 1;
    let shown = tile, rot = g ? g.rot : this.rot, caption = placing ? (hotSeat ? `${owner(st!.current)}'s tile` : 'Your tile') : '';
    if (st && !st.over && !tile && st.lastTile) {
      const placed = st.tiles.find((t) => t.x === st.lastTile!.x && t.y === st.lastTile!.y);
      if (placed) { shown = placed.tile; rot = placed.rot; caption = placed.player >= 0 ? `Placed by ${owner(placed.player)}` : 'The start tile'; }
    } else if (st && !st.over && !placing && st.decision) {
      caption = `${owner(st.current)}'s tile`;
    }
    const art = shown ? this.artist.art(shown, size * dpr) : null;
    if (art && st && !st.over) {
      ctx.save();
      ctx.translate(size / 2, size / 2);
      ctx.rotate((rot * Math.PI) / 2);
      // a piece of several squares: its whole box fitted into the square
      const k = size / Math.max(art.width, art.height), w = art.width * k, hgt = art.height * k;
      ctx.drawImage(art, -w / 2, -hgt / 2, w, hgt);
      ctx.restore();
      canvas.setAttribute('aria-label', `${humanize(tileWords(shown ?? ''))}, turned ${rot * 90} degrees`);
    } else {
      ctx.fillStyle = 'rgba(0,0,0,0.08)';
      ctx.fillRect(0, 0, size, size);
      canvas.setAttribute('aria-label', 'No tile in hand');
    }
    $('#hand-caption').textContent = st?.over ? '' : caption;
    wrap.hidden = !!st?.over;
    ($('#rotate') as HTMLButtonElement).hidden = !placing;
    // several tiles in hand (hand size option): pick one
    const choices = $('#hand-choices');
    if (st && st.hand.length > 1 && placing) {
      choices.replaceChildren(...st.hand.map((id, i) => {
        const c = h('canvas', { class: 'hand-choice' + (i === this.handIndex ? ' selected' : ''), width: 40 * dpr, height: 40 * dpr, title: humanize(tileWords(id)), role: 'button', tabindex: 0 });
        c.style.width = c.style.height = '40px';
        const a = this.artist.art(id, 40 * dpr);
        if (a) c.getContext('2d')!.drawImage(a, 0, 0, 40 * dpr, 40 * dpr);
        const pick = () => { this.handIndex = i; this.cursor = null; this.updateBoard(); this.status(); };
        c.addEventListener('click', pick);
        c.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') pick(); });
        return c;
      }));
    } else choices.replaceChildren();
  }

  renderPanel(): void {
    const st = this.st;
    if (!st) return;
    this.status();
    const tilesLeft = $('#tiles-left') as HTMLButtonElement;
    tilesLeft.textContent = st.over ? 'No tiles left' : `${st.tilesLeft} tile${st.tilesLeft === 1 ? '' : 's'} left`;
    tilesLeft.disabled = st.over;
    tilesLeft.title = 'Which tiles are still in the bag';
    const figs = this.shownFigureOptions();
    const passBtn = $('#pass') as HTMLButtonElement;
    const figureStep = this.humanToMove() && st.decision?.kind === 'figure';
    // a module's question that may be declined: the same button, in the module's words
    const modulePass = !figureStep && st.decision?.module !== undefined ? this.opts.find((o) => o.type === 'pass') : undefined;
    passBtn.hidden = !figureStep && !(modulePass && this.canPass());
    passBtn.disabled = !this.canPass();
    passBtn.textContent = (modulePass ? (modulePass.text ?? 'Pass') : figs.length ? 'No meeple' : 'End turn') + (coarse() ? '' : ' (Esc)');
    // figure kinds to choose from (big meeple, builder, pig), then the spots of the chosen kind
    const kinds = this.figureKinds();
    const shown = this.shownKind();
    const dprK = window.devicePixelRatio || 1;
    const kindButtons = kinds.length > 1 ? kinds.map((k) => {
      const icon = h('canvas', { class: 'kind-icon', width: 22 * dprK, height: 22 * dprK, 'aria-hidden': 'true' });
      icon.style.width = icon.style.height = '22px';
      const ictx = icon.getContext('2d')!;
      ictx.scale(dprK, dprK);
      const seat = this.seats[st.decision?.player ?? 0];
      drawFigure(ictx, k, 11, 12, 15, seat?.color ?? '#888', '');
      return h('button', {
        type: 'button', class: 'kind-btn' + (k === shown ? ' selected' : ''), 'data-kind': k, 'aria-pressed': String(k === shown),
        title: `Show the spots for ${figureName(k)} (K)`, onclick: () => this.chooseKind(k),
      }, icon, ` ${figureLabel(k)}`);
    }) : [];
    // spot list, for touch and screen readers
    $('#spot-list').replaceChildren(...kindButtons, ...figs.map((o, i) => h('button', {
      type: 'button', class: 'spot-btn', 'data-index': i,
      onclick: () => this.chooseSpot(i),
      onmouseenter: () => { this.hoverSpot = i; this.updateBoard(); },
      onmouseleave: () => { this.hoverSpot = -1; this.updateBoard(); },
    }, h('b', { text: i < 9 ? String(i + 1) : '·' }),
    ` ${o.figure === standardFigure() ? humanize(featureName(o.feature)) : `${figureLabel(o.figure)} on ${featureName(o.feature)}`}`)));
    // the options of a module's question, in the engine's words: the fallback of their places on
    // the board (option-places.ts), which hover or focus lights; a card's button is the card
    const numbered = !this.figureOptions().length;
    $('#module-actions').replaceChildren(...this.placed().flatMap(({ option: o, place, index }) => o.type !== 'module' ? [] : [h('button', {
      type: 'button', class: 'module-action' + (place.on === 'card' ? ' option-card' : ''), 'data-module': o.module,
      'data-index': index, 'data-place': place.on, 'data-card': place.on === 'card' ? place.card : undefined,
      'data-key': numbered && index < 9 && place.on !== 'none' ? String(index + 1) : undefined,
      onclick: () => this.apply(o),
      onmouseenter: () => this.hoverAction(o), onmouseleave: () => this.hoverAction(null),
      onfocus: () => this.hoverAction(o), onblur: () => this.hoverAction(null),
    }, place.on === 'card' && this.artist.info(place.card) ? this.tileIcon(place.card, 0, 44) : null, o.text)]));
    // players (in a replay, as they stood at the step shown)
    const dpr = window.devicePixelRatio || 1;
    const asShown = this.mode === 'replay' && this.replayFrame ? this.replayFrame.state : st;
    // highlighted: whoever decides now (another player's decision in someone's turn: the decider,
    // the turn's player marked apart)
    const decider = st.decision?.player ?? st.current;
    const playing = !st.over && this.mode === 'play';
    $('#players').replaceChildren(...asShown.players.map((p, i) => {
      const seat = this.seats[i]!;
      const badge = h('canvas', { class: 'badge', width: 30 * dpr, height: 30 * dpr, 'aria-hidden': 'true' });
      badge.style.width = badge.style.height = '30px';
      const bctx = badge.getContext('2d')!;
      bctx.scale(dpr, dpr);
      drawMeeple(bctx, 15, 15, 26, seat.color, seat.mark);
      const supply = p.supply[standardFigure()] ?? 0;
      const isTurn = playing && decider === i;
      const turnOf = playing && decider !== st.current && st.current === i;
      const score = this.shownScores()[i] ?? p.score;
      const thinking = this.thinking && this.thinking.seat === i && this.mode === 'play' ? this.thinking : null;
      // special figures this player has (in supply or on the board), and goods tokens
      const specials = lexicon().figureKinds.map((f) => f.name).filter((k) => k !== standardFigure()
        && ((p.supply[k] ?? 0) > 0 || asShown.figures.some((f) => f.player === i && f.figure === k)));
      const extras = specials.map((k) => {
        const home = (p.supply[k] ?? 0) > 0;
        const icon = h('canvas', { class: 'mini', width: 16 * dpr, height: 16 * dpr, 'aria-hidden': 'true' });
        icon.style.width = icon.style.height = '16px';
        const ictx = icon.getContext('2d')!;
        ictx.scale(dpr, dpr);
        drawFigure(ictx, k, 8, 9, 11, seat.color, '', { alpha: home ? 1 : 0.35 });
        return h('span', { class: 'special' + (home ? '' : ' away'), 'data-figure': k, title: `${figureLabel(k)}: ${home ? 'in supply' : 'on the board'}` }, icon);
      });
      const goods = p.goods ? lexicon().tags.map((t) => t.name).filter((g) => g in p.goods!).map((g) => {
        const icon = h('canvas', { class: 'mini', width: 16 * dpr, height: 16 * dpr, 'aria-hidden': 'true' });
        icon.style.width = icon.style.height = '16px';
        const ictx = icon.getContext('2d')!;
        ictx.scale(dpr, dpr);
        drawGlyph(ictx, g, 8, 8, 14);
        const n = p.goods?.[g] ?? 0;
        return h('span', { class: 'good', 'data-good': g, 'data-count': n, title: `${n} ${g}` }, icon, String(n));
      }) : [];
      // a question about players (who takes a wonder, whom a robber robs): the row answers it
      const asked = this.mode === 'play' ? atPlayer(this.placed(), i)[0] : undefined;
      return h('li', { class: 'player' + (isTurn ? ' current' : '') + (turnOf ? ' turn-owner' : '') + (asked ? ' choosable' : ''), 'aria-current': isTurn ? 'step' : undefined, 'data-seat': i,
        onclick: asked ? () => this.apply(asked.option) : undefined,
        onmouseenter: asked ? () => { this.hoverPlace = asked.index; this.renderPlacesOff(); } : undefined,
        onmouseleave: asked ? () => { this.hoverPlace = -1; this.renderPlacesOff(); } : undefined },
        badge,
        h('span', { class: 'pname' }, h('span', { class: 'name', text: p.name }), p.bot ? h('small', { class: 'tag', text: 'bot' }) : null,
          isTurn && decider !== st.current ? h('small', { class: 'tag decides', text: 'decides now' }) : null,
          turnOf ? h('small', { class: 'tag', text: 'their turn' }) : null,
          h('small', { class: 'supply', title: `${supply} meeples in supply` }, `${supply} meeple${supply === 1 ? '' : 's'} left`, ...extras),
          goods.length ? h('small', { class: 'goods' }, ...goods) : null,
          ...this.noteLines(asShown, i)),
        thinking ? thinkingBadge(thinking.millis) : null,
        h('span', { class: 'score', 'data-score': score, text: String(score) }));
    }));
    // a human decides (in hot-seat, maybe in another player's turn): their row comes into view
    const asking = this.humanToMove() ? decider : -1;
    if (asking !== this.deciderShown) {
      this.deciderShown = asking;
      if (asking >= 0) requestAnimationFrame(() => this.showPlayerRow(asking));
    }
    // what modules tell the table in words (the pieces on offer), above the players
    const tableNotes = $('#module-notes');
    const wonders = (asShown as unknown as { wonders?: WondersState }).wonders;
    tableNotes.replaceChildren(...this.noteLines(asShown, null).filter((n) => !wonders || n.dataset.module !== 'wonders'));
    tableNotes.hidden = !tableNotes.childElementCount;
    this.renderWonderCards(wonders);
    // the score track, drawn when a module puts figures on it (messengers, robbers)
    // (in the final-scoring walk-through, as they stand at the step shown: never the totals ahead)
    const track = $('#score-track') as HTMLCanvasElement;
    track.hidden = !asShown.track;
    if (asShown.track) this.drawTrack();
    else this.trackZoom?.show(null, this.seats);
  }
}
