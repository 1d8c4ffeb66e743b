// The fixtures build's dice.html bundle entry (web/dist-fixtures/dice.js): the page shell playing
// the dice game, as web/src/main.ts plays Carcassonne.
import './register-page.js';
import { gamePage } from '../../../../web/src/shell/game-page.js';
import { startPage } from '../../../../web/src/shell/start.js';

void startPage(gamePage('dice'));
