// The dice fixture game in the wiki element of the fixtures build (web/dist-fixtures/dice-board.js).
import { registerBoardGame } from '../../../../web/src/embed/board-game.js';
import { diceBoard } from './dice-board.js';

registerBoardGame('dice', diceBoard);
