// The game page's bundle entry: the games registered (one line each), then the shell that plays
// one (web/src/shell/start.ts). A second game adds its folder and its registration import here.
import './carcassonne/register.js';
import { gamePage } from './shell/game-page.js';
import { startPage } from './shell/start.js';

void startPage(gamePage('carcassonne'));
