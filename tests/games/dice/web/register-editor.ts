// The dice game's one registration line in the example editor (the fixtures build's dice-editor.html).
import { registerEditorGame } from '../../../../web/src/editor/editor-game.js';
import { diceEditor } from './dice-editor.js';

registerEditorGame('dice', diceEditor);
