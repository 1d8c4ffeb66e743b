// The element's own styles, inside its shadow root: nothing leaks into the host page and the
// page's styles do not reach in (only inherited font and colour, which :host resets).
export const ELEMENT_CSS = `
:host { display: block; max-width: 100%; margin: 1em 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif;
  color: #1f2418; text-align: left; contain: layout paint; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.frame { border: 1px solid #b9c2a8; border-radius: 8px; overflow: hidden; background: #f6f4ec; }
.wrap { position: relative; height: 340px; background: #2c3527; }
canvas.board { display: block; width: 100%; height: 100%; touch-action: pan-y; cursor: grab; outline: none; }
canvas.board:focus-visible { box-shadow: inset 0 0 0 3px #62d9ff; }
.overlay { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: 1em;
  color: #e9ecdf; font-size: 15px; text-align: center; pointer-events: none; }
.overlay[hidden] { display: none; }
.note { margin: 0; padding: 8px 12px; border-top: 1px solid #d9dccb; background: #fffbe8; font-size: 15px;
  white-space: pre-line; overflow-wrap: anywhere; }
.note[hidden] { display: none; }
.error { margin: 0; padding: 10px 12px; background: #fbe3df; color: #7a1d12; border-top: 1px solid #e0a59b;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.error b { display: block; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 8px 10px; border-top: 1px solid #d9dccb; }
.bar[hidden], .events[hidden], .hand[hidden], button[hidden] { display: none; }
.scores { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0; padding: 0; list-style: none; }
.scores li { display: inline-flex; align-items: center; gap: 6px; min-width: 0; overflow-wrap: anywhere; }
.dot { display: inline-flex; align-items: center; justify-content: center; width: 18px; height: 18px; border-radius: 50%;
  font-size: 11px; font-weight: 700; border: 1px solid rgba(0,0,0,.35); }
.caption { font-weight: 600; margin-right: auto; }
button { font: inherit; padding: 4px 10px; min-height: 32px; min-width: 36px; border: 1px solid #8d9878; border-radius: 6px;
  background: #fff; color: #1f2418; cursor: pointer; }
button:hover:not(:disabled) { background: #eef2e4; }
button:disabled { opacity: .45; cursor: default; }
button:focus-visible, input:focus-visible { outline: 3px solid #62d9ff; outline-offset: 1px; }
input[type=range] { flex: 1 1 120px; min-width: 100px; accent-color: #4b6a32; }
.events { margin: 0; padding: 6px 10px 8px 28px; border-top: 1px solid #d9dccb; max-height: 14em; overflow-y: auto; }
.events li { margin: 2px 0; }
.events li.score { font-weight: 600; }
.events li.end { font-weight: 700; color: #4b3a0a; }
.events li.none { list-style: none; margin-left: -18px; color: #5d6450; font-style: italic; }
.hand { display: flex; align-items: center; gap: 8px; }
.hand canvas { width: 44px; height: 44px; border-radius: 4px; box-shadow: 0 1px 3px rgba(0,0,0,.4); }
.module-actions { display: inline-flex; flex-wrap: wrap; gap: 6px; }
.module-actions:empty { display: none; }
.message { flex-basis: 100%; margin: 0; min-height: 1.4em; }
.message.refused { color: #8a1c10; font-weight: 600; }
@media (max-width: 480px) { :host { font-size: 13px; } .events { max-height: 12em; } }
@media (pointer: coarse) { button { min-height: 44px; min-width: 44px; } input[type=range] { min-height: 44px; } }
`;

/** Adopts the sheet where constructable stylesheets exist (no inline style under a strict CSP). */
export function applyStyles(root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(ELEMENT_CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = ELEMENT_CSS;
    root.append(style);
  }
}
