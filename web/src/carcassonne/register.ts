// Carcassonne's one registration line: the page shell plays it by this id.
import { registerGame } from '../shell/game-page.js';
import { carcassonnePage } from './page.js';

registerGame('carcassonne', carcassonnePage);
