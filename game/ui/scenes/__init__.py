"""The screens and overlays of the game: title, new game, settings, rules,
statistics, saved games, dialogs, pause and the score sheet (the table scene too)."""
