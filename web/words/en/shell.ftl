# The English words of the page shell and of the pages' static HTML (docs/words.md).
# Ids are area-prefix-what; a message's variables ($name) are its parameters, checked against
# web/src/words/keys.ts (generated: node scripts/words-keys.mjs) and against ja.ftl by tests/words/.

## The language picker (every page)
lang-picker = Language
lang-en = English
lang-ja = 日本語

## index.html: toolbar, board, panel
page-title = Carcassonne
page-description = Carcassonne in the browser: play against bots, offline, no server.
toolbar-title = Carcassonne
toolbar-nav = Game
toolbar-new-game = New game
toolbar-undo = Undo
toolbar-undo-title = Undo your tile, or your last turn until you play again (U, Ctrl+Z)
toolbar-save = Save
toolbar-save-title = Download the game record
toolbar-load = Load
toolbar-load-title = Load a game record
toolbar-replay = Replay
toolbar-replay-title = Step through this game from its start
toolbar-results = Results
toolbar-help-label = Help: how to play
toolbar-help-title = How to play
toolbar-pages = Pages
link-examples = Rules by example
link-editor = Example editor
link-editor-title = Build an example position for a rules wiki
link-play = Play a game
board-region = Board
board-canvas = The board. Arrow keys move over the legal squares, R rotates, Enter places.
board-list-title = The board as a list
zoom-in = Zoom in
zoom-in-title = Zoom in (+)
zoom-out = Zoom out
zoom-out-title = Zoom out (−)
zoom-fit = Fit
zoom-fit-title = Fit the board (F)
panel-question = Your move
panel-hand = Tile in hand
panel-rotate = ↻ Rotate
panel-rotate-title = Rotate clockwise (R)
panel-pass = No meeple (Esc)
panel-players = Players
panel-score-track = Score track
panel-log = Log
panel-log-label = Game log

## index.html: the help (**bold**, ⟦key⟧ for a key cap)
help-title = How to play
help-keys-tile = **Place a tile:** click a marked square; the preview turns to fit. ⟦R⟧, right click or ↻ rotates. Keyboard: arrows pick a square, ⟦Enter⟧ places.
help-keys-meeple = **Meeple:** click a numbered spot or press its number; ⟦Esc⟧ or “No meeple” passes. Hover a spot or a meeple to see its whole feature. With a big meeple, builder or pig in play, the buttons above the spots (or ⟦K⟧) choose which figure to put down.
help-keys-sets = **Expansions:** actions of a set (taking the abbot back) appear as buttons below the spots; hovering one lights its figure.
help-keys-board = **Board:** drag to pan, wheel to zoom, ⟦F⟧ fits.
help-keys-undo = **Undo** (⟦U⟧) takes back your tile, or your whole last turn (with the bots' moves after it) until you play again.
help-keys-replay = **Replay** steps through the game: ⟦←⟧ ⟦→⟧, ⟦Home⟧, ⟦End⟧.
help-touch-tile = **Place a tile:** tap a marked square to see the tile there, tap it again to place it. “↻ Rotate” turns it.
help-touch-meeple = **Meeple:** tap a numbered spot, or a spot's button below the tile; “No meeple” passes. With a big meeple, builder or pig in play, the buttons above the spots choose the figure.
help-touch-sets = **Expansions:** actions of a set (taking the abbot back) appear as buttons below the spots.
help-touch-board = **Board:** drag to pan, pinch to zoom, “Fit” shows it all.
help-touch-undo = **Undo** takes back your tile, or your whole last turn (with the bots' moves after it) until you play again.
help-touch-replay = **Replay** steps through the game with its buttons and slider.

## The status line
status-loading = Loading the engine…
status-loading-sets = Loading the engine for these sets…
status-engine-failed = The game engine failed to load: { $error }
status-set-up = Set up a game to start.
status-replay = Replay: step through the game below the board; “Back to the game” returns.
status-final = Game over — the final scoring, one feature at a time.
status-over-win = Game over — { $name } { $you ->
    [yes] win
   *[no] wins
  } with { $points } points.
status-over-tie = Game over — a tie at { $points } points: { $names }.
status-thinking = { $name } is thinking…
status-thinking-for = { $name } is thinking… ({ $turn }'s turn)
status-thinking-extra = { $name } is thinking… (extra turn)
status-decides-for = { $name } decides ({ $turn }'s turn):{" "}
status-decides = { $name }:{" "}
status-extra-turn = Extra turn (builder).{" "}
status-tile-again-touch = { $who }Tap the square again to place the tile; ↻ Rotate turns it.
status-tile-again = { $who }Enter (or click) places the tile here; R rotates.
status-tile-touch = { $who }Place { $tile }: tap a marked square. ↻ Rotate turns it.
status-tile = { $who }Place { $tile }: click a marked square. R or right click rotates.
status-figure = { $who }Put { $figure } on a numbered spot, or { $pass }.{ $switch }{ $actions }
status-figure-pass-touch = “No meeple”
status-figure-pass = pass (Esc)
status-figure-switch-touch = {" "}The buttons below switch the figure.
status-figure-switch = {" "}K switches the figure.
status-figure-actions = {" "}Or choose an action below.
status-no-figure = { $who }No figure can go here: end the turn.{ $actions }
status-choose = Choose an action
status-asked = { $who }{ $asked }{ $spots }.
status-spots-touch = : tap a numbered spot
status-spots = : click a numbered spot

## The new-game dialog
new-game-title = New game
new-game-quick = Quick game against a bot
new-game-quick-help = { $help } Or set up the seats below.
new-game-players = Players ({ $min }–{ $max })
new-game-seat-name = Seat { $seat } name
new-game-seat-colour = Seat { $seat } colour
new-game-seat-player = Seat { $seat } player
new-game-human = Human
new-game-remove-title = Remove this seat
new-game-remove = Remove seat { $seat }
new-game-add-seat = + Add a seat
new-game-table = Table
new-game-seed = Seed{" "}
new-game-seed-random = random
new-game-roll = Roll
new-game-roll-title = Pick a random seed now
new-game-bot-speed = {" "}Bot speed{" "}
new-game-bad-seed = The seed is a whole number (or empty for a random one).
new-game-cancel = Cancel
new-game-start = Start game
new-game-could-not-start = The game could not start: { $error }
# the seats' first names (you, then the bots)
seat-you = You
seat-bot = Bot
seat-player = Player { $seat }
seat-player-unnamed = Player

## Bots
bot-speed-slow = Slow
bot-speed-normal = Normal
bot-speed-fast = Fast
bot-speed-instant = Instant
bot-random = Bot: random
bot-greedy = Bot: greedy
bot-mcts = Bot: MCTS { $seconds } s
bot-thinking = thinking…
bot-thinking-label = thinking
bot-error = Bot error: { $error }

## Load, undo, replay, toasts
load-title = Load a game
load-intro = Pick a saved record file, or paste a record below.
load-cancel = Cancel
load-go = Load
load-empty = Pick a record file or paste a record first.
load-refused = This is not a game record this page can load: { $detail }
load-done = Loaded a game of { $players } players at turn { $turn }.
resume-done = Resumed your last game.
undo-done = Your last turn was taken back.
undo-failed = Undo failed: { $error }
replay-failed = Replay failed: { $error }
replay-region = Replay
replay-first = First step (Home)
replay-prev = Previous step (←)
replay-next = Next step (→)
replay-last = Last step (End)
replay-step = Step
replay-events = What happened at this step
replay-back = Back to the game
replay-caption = Replay: { $caption }
replay-start = The start tile is on the table.
replay-nothing = Nothing was scored or placed.
announce-turn = Turn { $turn }: { $lines }.
# a line told as part of the one before (a meeple put down joins its tile's line)
log-joined = {" "}and { $text }

## Saves that could not be resumed, and records Load refuses ($noun: save or record)
kept-title-resume = Your last game could not be resumed
kept-title-list = Saved games that could not be resumed
kept-kept = The save is kept in this browser, unchanged: download its text to keep it as a file, or discard it. Nothing is deleted unless you discard it.
kept-not-kept = This browser could not keep the save (its storage is full): download it now, it is not kept once a new game starts.
kept-none = No damaged saves are kept.
kept-detail = Details: { $detail }
kept-since = Kept since { $when }, { $chars } characters.
kept-download = Download its text
kept-discard = Discard it
# the buttons' names start with their visible words (a voice command says what it sees)
kept-discard-label = Discard it: the save kept since { $when }
kept-download-label = Download its text: the save kept since { $when }
kept-close = Close
kept-open = Damaged saves ({ $count })
kept-open-title = Saved games that could not be resumed: download or discard them
kept-parked = Your last game could not resume: { $detail }. It is kept: starting a new game moves it to the damaged saves.
problem-cut-short-chars = { $the } is cut short: its text stops after { $chars } characters, before the game ends (it was not written in full).
problem-save-not-json = { $the } is not a saved game: its text is not JSON.
problem-save-no-game = { $the } holds no game: its text is { $got }, not a saved game.
problem-save-no-record = { $the } holds no game record (its “record” is { $got }).
problem-missing = missing
problem-cut-short = { $the } is cut short: its text stops before the game ends (it was not written in full).
problem-not-json = This is not a game { $noun ->
    [save] save
   *[record] record
  }: its text is not JSON.
problem-damaged-at = { $the } is damaged: its text stops being JSON at line { $line }, column { $column }.
problem-too-large = { $the } is too large to be a game ({ $bytes } bytes).
problem-not-object = { $the } holds no game: its text is not a JSON object.
problem-unknown-set = This { $noun ->
    [save] save
   *[record] record
  } uses the set “{ $set }”, which this version does not have.
problem-unknown-rule = This { $noun ->
    [save] save
   *[record] record
  } uses the rule option “{ $rule }”, which this version does not know.
problem-bad-colour = This { $noun ->
    [save] save
   *[record] record
  } gives player { $player } a colour this page does not accept (only colours written as #rrggbb are).
problem-unknown-bot = This { $noun ->
    [save] save
   *[record] record
  } makes player { $player } the bot “{ $bot }”, which this version does not have.
problem-bad-player = { $the } is damaged in player { $player }'s details.
problem-unknown-field = { $the } holds a field this version does not know: “{ $field }”.
problem-unknown-field-in = { $the } holds a field this version does not know: “{ $field }” (in { $where }).
problem-duplicate-field = { $the } names the field “{ $field }” twice (in { $where }).
problem-bad-setup = { $the }'s setup is damaged (at { $where }).
problem-bad-format = This is not a Carcassonne game { $noun ->
    [save] save
   *[record] record
  } (its “format” is not “carcassonne-record”).
problem-bad-version = This { $noun ->
    [save] save
   *[record] record
  } is written in record version { $version }, which this version of the page cannot read (it reads versions 1 and 2).
problem-bad-move = { $the } is damaged at move { $move }.
problem-bad-moves = { $the }'s list of moves is damaged.
problem-bad-final = { $the }'s final scoring is damaged.
problem-no-engine = The engine for the sets of this { $noun ->
    [save] save
   *[record] record
  } could not be loaded (is this browser offline?).
problem-unreadable = { $the } could not be read.
problem-the = { $noun ->
    [save] The save
   *[record] The record
  }

## examples.html, editor.html, embed.html: their frames (the examples' own prose is the next slice)
examples-title = Carcassonne rules by example
examples-description = The rules of Carcassonne and its expansions, step by step, with boards you can replay and play.
examples-sets = Sets
examples-try = Try a move
examples-embed = Embedding these boards
embed-title = Carcassonne example
editor-title = Carcassonne example editor
editor-description = Build a Carcassonne position move by move, caption each step, and embed it in a rules wiki.
editor-heading = Example editor
editor-nav = Editor
editor-new = New
editor-undo = Undo
editor-undo-title = Undo (Ctrl+Z)
editor-redo = Redo
editor-redo-title = Redo (Ctrl+Y)
editor-tiles = Tiles
editor-tiles-hint = Pick a tile, then a marked square.
editor-tiles-label = Tiles of the sets in play
editor-board = The example's board. With a tile picked, arrow keys walk the marked squares and Enter places it; R turns it; 1 to 9 pick a numbered spot. Otherwise ← and → step through the moves.
editor-first = First step
editor-prev = Previous step
editor-prev-title = Previous step (←)
editor-step = Step
editor-next = Next step
editor-next-title = Next step (→)
editor-last = Last step
editor-setup = Setup: players, sets, rules
editor-next-move = Next move
editor-placed-by = Placed by
editor-turn = ↻ Turn tile
editor-turn-title = Next legal rotation (R, right click)
editor-figure = Figure
editor-pass = No figure
editor-cancel = Cancel
editor-cancel-title = Take the tile back (Esc)
editor-caption = Caption and marks
editor-note-placeholder = What this move shows (plain text)
editor-light = Light a feature
editor-light-title = Click a tile, then one of its spots
editor-ring = Ring a square
editor-ring-title = Click any square
editor-marks = Marks of this step
editor-end = Final scoring after the last move
editor-export = Export
editor-show-as = Show as
editor-from = from
editor-from-start = the start
editor-from-end = the end
editor-export-as = Export as
editor-file-name = File name
editor-exported = Exported text
editor-copy = Copy
editor-download = Download
editor-import = Import
editor-import-placeholder = Paste a record, a <carcassonne-board> snippet, an embed.html link or an SVG
editor-import-go = Import
editor-import-file = or a file
editor-preview = Preview
