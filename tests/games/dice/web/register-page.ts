// The dice game's one registration line in the page shell (the fixtures build's dice.html).
import { registerGame } from '../../../../web/src/shell/game-page.js';
import { dicePage } from './page.js';

registerGame('dice', dicePage);
