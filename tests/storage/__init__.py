"""Tests of game.storage: saves, settings, statistics, atomic writing."""
