"""Tweens: change a sprite's numeric attributes over time (seconds everywhere).

``tweens.add(sprite, x=100, y=40, angle=90, duration=0.25, ease=ease_out)``
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Ease = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    """Fast start, gentle landing (cubic)."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - math.cos(math.pi * t) / 2


@dataclass
class Tween:
    """Moves ``target``'s attributes from their values at start to ``goals``
    over ``duration`` seconds, after ``delay`` seconds."""

    target: Any
    goals: dict[str, float]
    duration: float
    ease: Ease = ease_out
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    starts: dict[str, float] = field(default_factory=dict)
    done: bool = False

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        if not self.starts:
            self.starts = {k: float(getattr(self.target, k)) for k in self.goals}
        t = 1.0 if self.duration <= 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        k = self.ease(t)
        for name, goal in self.goals.items():
            start = self.starts[name]
            setattr(self.target, name, start + (goal - start) * k)
        if t >= 1.0:
            self.done = True
            if self.on_done:
                self.on_done()


class Tweens:
    """The running tweens; a new tween on an attribute replaces the old one."""

    def __init__(self) -> None:
        self.active: list[Tween] = []

    def add(self, target: Any, duration: float = 0.25, ease: Ease = ease_out,
            delay: float = 0.0, on_done: Callable[[], None] | None = None,
            **goals: float) -> Tween:
        """Start a tween of ``target``'s attributes ``goals`` (seconds)."""
        names = set(goals)
        for tween in self.active:
            if tween.target is target:
                for name in names & set(tween.goals):
                    del tween.goals[name]
        tween = Tween(target, dict(goals), duration, ease, delay, on_done)
        if duration <= 0 and delay <= 0:
            tween.update(0.0)
        if not tween.done:
            self.active.append(tween)
        return tween

    def update(self, dt: float) -> None:
        for tween in list(self.active):
            if tween.goals or tween.on_done:
                tween.update(dt)
            else:
                tween.done = True
        self.active = [t for t in self.active if not t.done]

    def busy(self) -> bool:
        """True while any tween is running."""
        return bool(self.active)

    def remaining(self) -> float:
        """Seconds until every running tween has ended (0.0 when none runs)."""
        return max((t.delay + t.duration - t.elapsed for t in self.active), default=0.0)

    def heading(self, target: Any) -> dict[str, float]:
        """Where the running tweens take ``target``: attribute name to goal (empty
        when ``target`` is at rest)."""
        goals: dict[str, float] = {}
        for tween in self.active:
            if tween.target is target:
                goals.update(tween.goals)
        return goals

    def finish(self) -> None:
        """Jump every tween to its end."""
        while self.active:
            self.update(1e9)

    def cancel(self, target: Any) -> None:
        """Stop every tween of ``target`` where it is (a card picked up mid-flight)."""
        self.active = [t for t in self.active if t.target is not target]
