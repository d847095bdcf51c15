"""A game's words and what it shows, without a window: the narration of every move
(:mod:`game.present.narrate`), the game in progress at a table of seats
(:mod:`game.present.session`), and each game's own part of the table and of its
narration (:mod:`game.present.games`). Nothing here imports pygame: the window
(game/ui) draws what these answer, and the command line prints it. This floor sits
on the rules (game/rules) and the computer players (game/ai); see docs/floors.md."""
