# 各モジュールが登録する名前（Engine.lexicon()）。用語は web/words/glossary.json と規則文（../shared/rules/）の表記に従う。
# 日本語には冠詞も複数形もない：$form の [article] は空。

feature-road = { $form ->
    [article] {""}
   *[one] 道
  }
feature-city = { $form ->
    [article] {""}
   *[one] 都市
  }
feature-field = { $form ->
    [article] {""}
   *[one] 草原
  }
feature-monastery = { $form ->
    [article] {""}
   *[one] 修道院
  }
feature-river = { $form ->
    [article] {""}
   *[one] 川
  }
feature-garden = { $form ->
    [article] {""}
   *[one] 庭園
  }
feature-wonder = { $form ->
    [article] {""}
   *[one] 驚異
  }
figure-normal = { $form ->
    [article] {""}
   *[one] ミープル
  }
figure-big = { $form ->
    [article] {""}
   *[one] 大ミープル
  }
figure-builder = { $form ->
    [article] {""}
   *[one] 建築士
  }
figure-pig = { $form ->
    [article] {""}
   *[one] 豚
  }
figure-abbot = { $form ->
    [article] {""}
   *[one] 修道院長
  }
figure-mage = { $form ->
    [article] {""}
   *[one] 魔術師
  }
figure-witch = { $form ->
    [article] {""}
   *[one] 魔女
  }
tag-pennants = { $form ->
    [article] {""}
   *[one] 紋章
  }
tag-inn = { $form ->
    [article] {""}
   *[one] 宿屋
  }
tag-cathedral = { $form ->
    [article] {""}
   *[one] 大聖堂
  }
tag-wine = { $form ->
    [article] {""}
   *[one] ワイン
  }
tag-grain = { $form ->
    [article] {""}
   *[one] 小麦
  }
tag-cloth = { $form ->
    [article] {""}
   *[one] 布
  }
tag-bridge = { $form ->
    [article] {""}
   *[one] 橋
  }
category-road = { $form ->
    [article] {""}
   *[one] 道
  }
category-city = { $form ->
    [article] {""}
   *[one] 都市
  }
category-field = { $form ->
    [article] {""}
   *[one] 草原
  }
category-monastery = { $form ->
    [article] {""}
   *[one] 修道院
  }
category-goods = { $form ->
    [article] {""}
   *[one] 商品
  }
category-pig = { $form ->
    [article] {""}
   *[one] 豚
  }
category-river = { $form ->
    [article] {""}
   *[one] 川
  }
category-garden = { $form ->
    [article] {""}
   *[one] 庭園
  }
category-gold = { $form ->
    [article] {""}
   *[one] 金
  }
category-robber = { $form ->
    [article] {""}
   *[one] 盗賊
  }
category-message = { $form ->
    [article] {""}
   *[one] 伝令
  }
category-wonder = { $form ->
    [article] {""}
   *[one] 驚異
  }
category-stonehenge = { $form ->
    [article] {""}
   *[one] ストーンヘンジ
  }
category-circus-maximus = { $form ->
    [article] {""}
   *[one] チルコ・マッシモ
  }
category-notre-dame = { $form ->
    [article] {""}
   *[one] ノートルダム
  }
category-alhambra = { $form ->
    [article] {""}
   *[one] アルハンブラ
  }
category-abu-simbel = { $form ->
    [article] {""}
   *[one] アブ・シンベル
  }
category-tikal = { $form ->
    [article] {""}
   *[one] ティカル
  }
category-angkor-wat = { $form ->
    [article] {""}
   *[one] アンコール・ワット
  }
category-terracotta-army = { $form ->
    [article] {""}
   *[one] 兵馬俑
  }
category-great-wall = { $form ->
    [article] {""}
   *[one] 万里の長城
  }
category-taj-mahal = { $form ->
    [article] {""}
   *[one] タージ・マハル
  }
category-cothon = { $form ->
    [article] {""}
   *[one] カルタゴのコトン
  }
category-nazca-lines = { $form ->
    [article] {""}
   *[one] ナスカの地上絵
  }
token-robbers-robber = { $form ->
    [article] {""}
   *[one] 盗賊
  }
token-messages-score-meeple = { $form ->
    [article] {""}
   *[one] 得点ミープル
  }
token-messages-messenger = { $form ->
    [article] {""}
   *[one] 伝令
  }
token-wonders-pair = { $form ->
    [article] {""}
   *[one] 待機中のペア
  }
