# ページの枠(シェル)と各ページの静的 HTML の日本語(docs/words.md)。ゲーム用語は
# web/words/glossary.json のとおり、ルール文(../shared/rules/000–004)の表記に合わせる。

## 言語の選択(すべてのページ)
lang-picker = 言語
lang-en = English
lang-ja = 日本語

## index.html: ツールバー、ボード、パネル
page-title = カルカソンヌ
page-description = ブラウザーで遊ぶカルカソンヌ:ボットと対戦、オフラインでも、サーバー不要。
toolbar-title = カルカソンヌ
toolbar-nav = ゲーム
toolbar-new-game = 新しいゲーム
toolbar-undo = 元に戻す
toolbar-undo-title = 置いたタイル、または自分の直前の手番を元に戻します(次に自分が打つまで。U、Ctrl+Z)
toolbar-save = 保存
toolbar-save-title = ゲームの記録をダウンロード
toolbar-load = 読み込み
toolbar-load-title = ゲームの記録を読み込む
toolbar-replay = リプレイ
toolbar-replay-title = このゲームを最初から一手ずつ見る
toolbar-results = 結果
toolbar-help-label = ヘルプ:遊び方
toolbar-help-title = 遊び方
toolbar-pages = ページ
link-examples = 例で学ぶルール
link-editor = 例のエディター
link-editor-title = ルール wiki 用の例の局面を作る
link-play = ゲームを遊ぶ
board-region = ボード
board-canvas = ボード。矢印キーで置けるマスを移動、R で回転、Enter で配置。
board-list-title = ボードの一覧
zoom-in = 拡大
zoom-in-title = 拡大(+)
zoom-out = 縮小
zoom-out-title = 縮小(−)
zoom-fit = 全体
zoom-fit-title = ボード全体を表示(F)
panel-question = あなたの番
panel-hand = 手元のタイル
panel-rotate = ↻ 回転
panel-rotate-title = 時計回りに回転(R)
panel-pass = ミープルを置かない(Esc)
panel-players = プレイヤー
panel-score-track = 得点トラック
panel-log = ログ
panel-log-label = ゲームのログ

## index.html: 遊び方(**太字**、⟦キー⟧)
help-title = 遊び方
help-keys-tile = **タイルを置く:** 印のついたマスをクリック。プレビューは合う向きに回ります。⟦R⟧、右クリック、↻ で回転。キーボード:矢印でマスを選び、⟦Enter⟧ で配置。
help-keys-meeple = **ミープル:** 番号のついた場所をクリックするか、その番号のキーを押します。⟦Esc⟧ か「ミープルを置かない」でパス。場所やミープルにマウスを乗せると、そのつながり全体が見えます。大きいミープル・建築士・豚があるときは、場所の上のボタン(または ⟦K⟧)で置くコマを選びます。
help-keys-sets = **拡張:** 拡張のアクション(修道院長を戻すなど)は場所の下にボタンで出ます。ボタンにマウスを乗せると、そのコマが光ります。
help-keys-board = **ボード:** ドラッグで移動、ホイールで拡大縮小、⟦F⟧ で全体表示。
help-keys-undo = **元に戻す**(⟦U⟧)は、置いたタイル、または自分の直前の手番全体(その後のボットの手も含む)を戻します。次に自分が打つまで使えます。
help-keys-replay = **リプレイ**でゲームを一手ずつ見られます:⟦←⟧ ⟦→⟧、⟦Home⟧、⟦End⟧。
help-touch-tile = **タイルを置く:** 印のついたマスをタップするとタイルがそこに表示され、もう一度タップで配置。「↻ 回転」で回ります。
help-touch-meeple = **ミープル:** 番号のついた場所か、タイルの下の場所ボタンをタップ。「ミープルを置かない」でパス。大きいミープル・建築士・豚があるときは、場所の上のボタンでコマを選びます。
help-touch-sets = **拡張:** 拡張のアクション(修道院長を戻すなど)は場所の下にボタンで出ます。
help-touch-board = **ボード:** ドラッグで移動、ピンチで拡大縮小、「全体」で全体を表示。
help-touch-undo = **元に戻す**は、置いたタイル、または自分の直前の手番全体(その後のボットの手も含む)を戻します。次に自分が打つまで使えます。
help-touch-replay = **リプレイ**ではボタンとスライダーでゲームを一手ずつ見られます。

## ステータス行
status-loading = エンジンを読み込んでいます…
status-loading-sets = この拡張のためのエンジンを読み込んでいます…
status-engine-failed = ゲームエンジンを読み込めませんでした:{ $error }
status-set-up = ゲームを設定して始めてください。
status-replay = リプレイ中:ボードの下で一手ずつ進めます。「ゲームに戻る」で戻ります。
status-final = ゲーム終了 — 最終得点を一つずつ計算します。
status-over-win = ゲーム終了 — { $name }の勝ち({ $points }点)。
status-over-tie = ゲーム終了 — { $points }点で引き分け:{ $names }。
status-thinking = { $name }が考えています…
status-thinking-for = { $name }が考えています…({ $turn }の手番)
status-thinking-extra = { $name }が考えています…(追加の手番)
status-decides-for = { $name }が選びます({ $turn }の手番):
status-decides = { $name }:
status-extra-turn = 追加の手番(建築士)。
status-tile-again-touch = { $who }もう一度マスをタップするとタイルを置きます。「↻ 回転」で回ります。
status-tile-again = { $who }Enter(またはクリック)でここにタイルを置きます。R で回転。
status-tile-touch = { $who }{ $tile }を置いてください:印のついたマスをタップ。「↻ 回転」で回ります。
status-tile = { $who }{ $tile }を置いてください:印のついたマスをクリック。R か右クリックで回転。
status-figure = { $who }{ $figure }を番号の場所に置くか、{ $pass }。{ $switch }{ $actions }
status-figure-pass-touch = 「ミープルを置かない」
status-figure-pass = パス(Esc)
status-figure-switch-touch = 下のボタンでコマを切り替えます。
status-figure-switch = K でコマを切り替えます。
status-figure-actions = または下のアクションを選びます。
status-no-figure = { $who }ここには置けるコマがありません:手番を終えてください。{ $actions }
status-choose = アクションを選んでください
status-asked = { $who }{ $asked }{ $spots }。
status-spots-touch = :番号の場所をタップ
status-spots = :番号の場所をクリック

## 新しいゲーム
new-game-title = 新しいゲーム
new-game-quick = ボットとすぐに対戦
new-game-quick-help = { $help } または下で席を設定します。
new-game-players = プレイヤー({ $min }–{ $max }人)
new-game-seat-name = 席{ $seat }の名前
new-game-seat-colour = 席{ $seat }の色
new-game-seat-player = 席{ $seat }のプレイヤー
new-game-human = 人間
new-game-remove-title = この席を外す
new-game-remove = 席{ $seat }を外す
new-game-add-seat = + 席を追加
new-game-table = テーブル
new-game-seed = シード{" "}
new-game-seed-random = ランダム
new-game-roll = 振る
new-game-roll-title = いまランダムなシードを選ぶ
new-game-bot-speed = {" "}ボットの速さ{" "}
new-game-bad-seed = シードは整数です(空欄ならランダム)。
new-game-cancel = キャンセル
new-game-start = ゲーム開始
new-game-could-not-start = ゲームを始められませんでした:{ $error }
seat-you = あなた
seat-bot = ボット
seat-player = プレイヤー{ $seat }
seat-player-unnamed = プレイヤー

## ボット
bot-speed-slow = ゆっくり
bot-speed-normal = ふつう
bot-speed-fast = 速い
bot-speed-instant = 即時
bot-random = ボット:ランダム
bot-greedy = ボット:貪欲
bot-mcts = ボット:MCTS { $seconds }秒
bot-thinking = 考え中…
bot-thinking-label = 考え中
bot-error = ボットのエラー:{ $error }

## 読み込み、元に戻す、リプレイ、通知
load-title = ゲームを読み込む
load-intro = 保存した記録ファイルを選ぶか、下に記録を貼り付けてください。
load-cancel = キャンセル
load-go = 読み込む
load-empty = 先に記録ファイルを選ぶか、記録を貼り付けてください。
load-refused = このページで読み込めるゲームの記録ではありません:{ $detail }
load-done = { $players }人のゲームを{ $turn }手番目から読み込みました。
resume-done = 前回のゲームを再開しました。
undo-done = 直前の手番を元に戻しました。
undo-failed = 元に戻せませんでした:{ $error }
replay-failed = リプレイできませんでした:{ $error }
replay-region = リプレイ
replay-first = 最初へ(Home)
replay-prev = 前へ(←)
replay-next = 次へ(→)
replay-last = 最後へ(End)
replay-step = 手順
replay-events = この手で起きたこと
replay-back = ゲームに戻る
replay-caption = リプレイ:{ $caption }
replay-start = 開始タイルが置かれています。
replay-nothing = 得点も配置もありません。
announce-turn = { $turn }手番目:{ $lines }。
log-joined = 、{ $text }

## 再開できなかった保存データと、読み込めない記録($noun: save か record)
kept-title-resume = 前回のゲームを再開できませんでした
kept-title-list = 再開できなかった保存データ
kept-kept = 保存データはこのブラウザーにそのまま残っています。テキストをダウンロードしてファイルとして残すか、破棄してください。破棄しない限り何も消えません。
kept-not-kept = このブラウザーには保存データを残せませんでした(ストレージがいっぱいです)。いまダウンロードしてください。新しいゲームを始めると残りません。
kept-none = 壊れた保存データはありません。
kept-detail = 詳細:{ $detail }
kept-since = { $when }から保管、{ $chars }文字。
kept-download = テキストをダウンロード
kept-discard = 破棄する
kept-discard-label = 破棄する:{ $when }から保管している保存データ
kept-download-label = テキストをダウンロード:{ $when }から保管している保存データ
kept-close = 閉じる
kept-open = 壊れた保存データ({ $count }件)
kept-open-title = 再開できなかった保存データ:ダウンロードまたは破棄
kept-parked = 前回のゲームを再開できませんでした:{ $detail }。データは残してあります。新しいゲームを始めると、壊れた保存データに移します。
problem-cut-short-chars = { $the }は途中で切れています:テキストが{ $chars }文字で終わり、ゲームの終わりまでありません(最後まで書き込まれていません)。
problem-save-not-json = { $the }は保存されたゲームではありません:テキストが JSON ではありません。
problem-save-no-game = { $the }にはゲームがありません:テキストは { $got } で、保存されたゲームではありません。
problem-save-no-record = { $the }にはゲームの記録がありません(“record” が { $got })。
problem-missing = ありません
problem-cut-short = { $the }は途中で切れています:ゲームの終わりまでありません(最後まで書き込まれていません)。
problem-not-json = ゲームの{ $noun ->
    [save] 保存データ
   *[record] 記録
  }ではありません:テキストが JSON ではありません。
problem-damaged-at = { $the }は壊れています:{ $line }行目 { $column }文字目から JSON ではなくなっています。
problem-too-large = { $the }はゲームにしては大きすぎます({ $bytes }バイト)。
problem-not-object = { $the }にはゲームがありません:テキストが JSON のオブジェクトではありません。
problem-unknown-set = この{ $noun ->
    [save] 保存データ
   *[record] 記録
  }は拡張「{ $set }」を使っていますが、このバージョンにはありません。
problem-unknown-rule = この{ $noun ->
    [save] 保存データ
   *[record] 記録
  }はルールオプション「{ $rule }」を使っていますが、このバージョンでは使えません。
problem-bad-colour = この{ $noun ->
    [save] 保存データ
   *[record] 記録
  }はプレイヤー{ $player }に、このページで使えない色を指定しています(#rrggbb の形の色だけ使えます)。
problem-unknown-bot = この{ $noun ->
    [save] 保存データ
   *[record] 記録
  }はプレイヤー{ $player }をボット「{ $bot }」にしていますが、このバージョンにはありません。
problem-bad-player = { $the }のプレイヤー{ $player }の情報が壊れています。
problem-unknown-field = { $the }には、このバージョンにない項目「{ $field }」があります。
problem-unknown-field-in = { $the }には、このバージョンにない項目「{ $field }」があります({ $where }の中)。
problem-duplicate-field = { $the }には項目「{ $field }」が2回あります({ $where }の中)。
problem-bad-setup = { $the }の設定が壊れています({ $where })。
problem-bad-format = カルカソンヌのゲームの{ $noun ->
    [save] 保存データ
   *[record] 記録
  }ではありません(“format” が “carcassonne-record” ではありません)。
problem-bad-version = この{ $noun ->
    [save] 保存データ
   *[record] 記録
  }は記録バージョン{ $version }で書かれていて、このページでは読めません(読めるのはバージョン1と2です)。
problem-bad-move = { $the }は{ $move }手目で壊れています。
problem-bad-moves = { $the }の手順の一覧が壊れています。
problem-bad-final = { $the }の最終得点が壊れています。
problem-no-engine = この{ $noun ->
    [save] 保存データ
   *[record] 記録
  }の拡張に必要なエンジンを読み込めませんでした(ブラウザーがオフラインかもしれません)。
problem-unreadable = { $the }を読めませんでした。
problem-the = { $noun ->
    [save] 保存データ
   *[record] 記録
  }

## examples.html、editor.html、embed.html の枠(例の本文は次の段階)
examples-title = 例で学ぶカルカソンヌのルール
examples-description = カルカソンヌと拡張のルールを一歩ずつ。リプレイも、続きを遊ぶこともできるボード付き。
examples-sets = 拡張
examples-try = 一手試す
examples-embed = ボードの埋め込み
embed-title = カルカソンヌの例
editor-title = カルカソンヌの例のエディター
editor-description = カルカソンヌの局面を一手ずつ作り、各手に説明を付け、ルール wiki に埋め込みます。
editor-heading = 例のエディター
editor-nav = エディター
editor-new = 新規
editor-undo = 元に戻す
editor-undo-title = 元に戻す(Ctrl+Z)
editor-redo = やり直す
editor-redo-title = やり直す(Ctrl+Y)
editor-tiles = タイル
editor-tiles-hint = タイルを選び、印のついたマスを選びます。
editor-tiles-label = 使う拡張のタイル
editor-board = 例のボード。タイルを選んでいるときは矢印キーで印のマスを移動し Enter で配置、R で回転、1〜9 で番号の場所を選びます。それ以外は ← と → で手順を進めます。
editor-first = 最初へ
editor-prev = 前へ
editor-prev-title = 前へ(←)
editor-step = 手順
editor-next = 次へ
editor-next-title = 次へ(→)
editor-last = 最後へ
editor-setup = 設定:プレイヤー、拡張、ルール
editor-next-move = 次の手
editor-placed-by = 置くプレイヤー
editor-turn = ↻ タイルを回す
editor-turn-title = 次に置ける向き(R、右クリック)
editor-figure = コマ
editor-pass = コマを置かない
editor-cancel = キャンセル
editor-cancel-title = タイルを戻す(Esc)
editor-caption = 説明と印
editor-note-placeholder = この手で見せること(プレーンテキスト)
editor-light = つながりを光らせる
editor-light-title = タイルをクリックし、その場所を一つクリック
editor-ring = マスを囲む
editor-ring-title = 任意のマスをクリック
editor-marks = この手の印
editor-end = 最後の手の後に最終得点
editor-export = 書き出し
editor-show-as = 表示
editor-from = 開始
editor-from-start = 最初から
editor-from-end = 最後から
editor-export-as = 書き出す形式
editor-file-name = ファイル名
editor-exported = 書き出したテキスト
editor-copy = コピー
editor-download = ダウンロード
editor-import = 読み込み
editor-import-placeholder = 記録、<carcassonne-board> のコード、embed.html のリンク、または SVG を貼り付け
editor-import-go = 読み込む
editor-import-file = またはファイル
editor-preview = プレビュー
