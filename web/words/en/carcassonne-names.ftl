# The names of what the modules register (Engine.lexicon()), keyed by the engine's names;
# $form: one, many, or article (English only). tests/words/names.test.mjs checks every name has one.

## Feature kinds

feature-road = { $form ->
    [many] roads
    [article] a
   *[one] road
  }
feature-city = { $form ->
    [many] cities
    [article] a
   *[one] city
  }
feature-field = { $form ->
    [many] fields
    [article] a
   *[one] field
  }
feature-monastery = { $form ->
    [many] monasteries
    [article] a
   *[one] monastery
  }
feature-river = { $form ->
    [many] rivers
    [article] a
   *[one] river
  }
feature-garden = { $form ->
    [many] gardens
    [article] a
   *[one] garden
  }
feature-wonder = { $form ->
    [many] wonders
    [article] a
   *[one] wonder
  }

## Figure kinds

figure-normal = { $form ->
    [many] meeples
    [article] a
   *[one] meeple
  }
figure-big = { $form ->
    [many] big meeples
    [article] the
   *[one] big meeple
  }
figure-builder = { $form ->
    [many] builders
    [article] the
   *[one] builder
  }
figure-pig = { $form ->
    [many] pigs
    [article] the
   *[one] pig
  }
figure-abbot = { $form ->
    [many] abbots
    [article] the
   *[one] abbot
  }
figure-mage = { $form ->
    [many] mages
    [article] the
   *[one] mage
  }
figure-witch = { $form ->
    [many] witchs
    [article] the
   *[one] witch
  }

## Tags

tag-pennants = { $form ->
    [many] pennants
    [article] a
   *[one] pennant
  }
tag-inn = { $form ->
    [many] inns
    [article] an
   *[one] inn
  }
tag-cathedral = { $form ->
    [many] cathedrals
    [article] a
   *[one] cathedral
  }
tag-wine = { $form ->
    [many] wine
    [article] {""}
   *[one] wine
  }
tag-grain = { $form ->
    [many] grain
    [article] {""}
   *[one] grain
  }
tag-cloth = { $form ->
    [many] cloth
    [article] {""}
   *[one] cloth
  }
tag-bridge = { $form ->
    [many] bridges
    [article] {""}
   *[one] bridge
  }

## Score categories

category-road = { $form ->
    [many] roads
    [article] {""}
   *[one] road
  }
category-city = { $form ->
    [many] citys
    [article] {""}
   *[one] city
  }
category-field = { $form ->
    [many] fields
    [article] {""}
   *[one] field
  }
category-monastery = { $form ->
    [many] monasterys
    [article] {""}
   *[one] monastery
  }
category-goods = { $form ->
    [many] goods
    [article] {""}
   *[one] goods
  }
category-pig = { $form ->
    [many] pigs
    [article] a
   *[one] pig
  }
category-river = { $form ->
    [many] rivers
    [article] {""}
   *[one] river
  }
category-garden = { $form ->
    [many] gardens
    [article] {""}
   *[one] garden
  }
category-gold = { $form ->
    [many] golds
    [article] {""}
   *[one] gold
  }
category-robber = { $form ->
    [many] robbers
    [article] {""}
   *[one] robber
  }
category-message = { $form ->
    [many] messages
    [article] {""}
   *[one] message
  }
category-wonder = { $form ->
    [many] wonders
    [article] {""}
   *[one] wonder
  }
category-stonehenge = { $form ->
    [many] Stonehenge
    [article] {""}
   *[one] Stonehenge
  }
category-circus-maximus = { $form ->
    [many] Circus Maximus
    [article] {""}
   *[one] Circus Maximus
  }
category-notre-dame = { $form ->
    [many] Notre-Dame
    [article] {""}
   *[one] Notre-Dame
  }
category-alhambra = { $form ->
    [many] Alhambra
    [article] {""}
   *[one] Alhambra
  }
category-abu-simbel = { $form ->
    [many] Abu Simbel
    [article] {""}
   *[one] Abu Simbel
  }
category-tikal = { $form ->
    [many] Tikal
    [article] {""}
   *[one] Tikal
  }
category-angkor-wat = { $form ->
    [many] Angkor Wat
    [article] {""}
   *[one] Angkor Wat
  }
category-terracotta-army = { $form ->
    [many] Terracotta Army
    [article] {""}
   *[one] Terracotta Army
  }
category-great-wall = { $form ->
    [many] Great Wall of China
    [article] {""}
   *[one] Great Wall of China
  }
category-taj-mahal = { $form ->
    [many] Taj Mahal
    [article] {""}
   *[one] Taj Mahal
  }
category-cothon = { $form ->
    [many] Cothon of Carthage
    [article] {""}
   *[one] Cothon of Carthage
  }
category-nazca-lines = { $form ->
    [many] Nazca Lines
    [article] {""}
   *[one] Nazca Lines
  }

## Tokens

token-robbers-robber = { $form ->
    [many] robbers
    [article] a
   *[one] robber
  }
token-messages-score-meeple = { $form ->
    [many] score meeples
    [article] a
   *[one] score meeple
  }
token-messages-messenger = { $form ->
    [many] messengers
    [article] a
   *[one] messenger
  }
token-wonders-pair = { $form ->
    [many] waiting pairs
    [article] a
   *[one] waiting pair
  }

