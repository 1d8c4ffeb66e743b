// A bot seat's turn: it starts thinking (in its worker) as soon as its decision comes up, and its
// answer is played no sooner than the bot delay after that, so people can follow the bots' moves.
import type { Bot } from './bots.js';
import { decisionMillis } from './bots.js';
import { h } from './dom.js';
import type { Shell } from './app.js';
import { t } from '../words/words.js';

/**
 * A bot seat to move starts thinking at once; its answer is shown no sooner than the bot delay
 * after the decision came up (the delay lets people follow; thinking time counts towards it).
 */
export function scheduleBot(app: Shell): void {
  const st = app.st, progress = app.progress;
  if (!progress || progress.over || progress.decider === null || app.botTimer || app.botBusy || app.mode !== 'play') return;
  const p = progress.decider;
  const bot = app.bots[p];
  if (!bot) return;
  const opens = app.view.opensTurn(st);
  const delay = opens ? app.botDelay : Math.round(app.botDelay / 2);
  const last = app.thinkLog[app.thinkLog.length - 1];
  const spent = !opens && last && last.seat === p && last.turn === progress.turn ? last.ms : 0;
  const millis = decisionMillis(bot.turnMillis, opens, spent);
  void runBot(app, bot, app.generation, delay, millis);
}

async function runBot(app: Shell, bot: Bot, gen: number, delay: number, millis: number): Promise<void> {
  const game = app.game, progress = app.progress;
  if (!game || !progress || progress.decider === null || gen !== app.generation) return;
  app.botBusy = true;
  const seat = progress.decider, turn = progress.turn, started = performance.now();
  app.thinking = { seat, since: started, millis: bot.turnMillis ? millis : 0 };
  app.renderPanel();
  try {
    const seed = (game.eventCount() * 7919 + turn * 104729) % 1000000007;
    const o = await bot.choose(game, seed, millis);
    if (gen !== app.generation) return;
    const ms = performance.now() - started;
    const last = app.thinkLog[app.thinkLog.length - 1];
    if (last && last.seat === seat && last.turn === turn) last.ms += ms;
    else app.thinkLog.push({ seat, turn, ms });
    const wait = delay - ms;
    if (wait > 0) {
      await new Promise<void>((resolve) => { app.botTimer = window.setTimeout(resolve, wait); });
      app.botTimer = 0;
      if (gen !== app.generation) return;
    }
    app.botBusy = false;
    app.thinking = null;
    app.apply(o);
  } catch (e) {
    if (gen === app.generation) app.toast(t('bot-error', { error: (e as Error).message }), true);
  } finally {
    if (gen === app.generation) { app.botBusy = false; app.thinking = null; }
  }
}

/** Stops the bot at work: its answer, when it comes, belongs to an older generation and is dropped. */
export function stopBots(app: Shell): void {
  app.generation++;
  clearTimeout(app.botTimer);
  app.botTimer = 0;
  app.botBusy = false;
  app.thinking = null;
}

/** "thinking…" on a bot's row; for a level with a thinking time, a bar that fills over that time. */
export function thinkingBadge(millis: number): HTMLElement {
  const bar = h('span', { class: 'think-bar', 'aria-hidden': 'true' });
  if (millis > 0) bar.style.animationDuration = `${Math.round(millis)}ms`;
  else bar.classList.add('spin');
  return h('span', { class: 'thinking', role: 'status', 'aria-label': t('bot-thinking-label') }, h('span', { class: 'think-text', text: t('bot-thinking') }), bar);
}
