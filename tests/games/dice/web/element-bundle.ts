// The fixtures build's element bundle (web/dist-fixtures/dice-board.js): the wiki element with the
// dice game registered before the elements are defined (the shipped bundles never hold it).
import './register.js';
export * from '../../../../web/src/embed/board-element.js';
