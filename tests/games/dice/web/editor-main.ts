// The fixtures build's dice-editor.html bundle entry (web/dist-fixtures/dice-editor.js): the
// editor of every platform game (web/src/editor/record-editor.ts) editing dice records.
import './register-editor.js';
import { editorGame } from '../../../../web/src/editor/editor-game.js';
import { startEditor } from '../../../../web/src/editor/record-editor.js';

void startEditor(editorGame('dice'));
