"""Table sounds, synthesized at start-up (no sound files to ship): a card laid
down, a meld, a canasta, a refused move. Silent when the player turned sound off
or the machine has no audio device; never an error."""

from __future__ import annotations

import array
import math
import random

import pygame

RATE = 22_050  # samples per second


def _samples(seconds: float, voice) -> bytes:
    """16-bit mono PCM of ``voice(t)`` (t in seconds, result in -1..1)."""
    n = int(RATE * seconds)
    data = array.array("h", (int(max(-1.0, min(1.0, voice(i / RATE))) * 12_000)
                             for i in range(n)))
    return data.tobytes()


def _card(seed: int, length: float = 0.07, tone: float = 0.0):
    rng = random.Random(seed)
    noise = [rng.uniform(-1, 1) for _ in range(int(RATE * length) + 1)]
    smooth = [0.0] * len(noise)
    for i in range(1, len(noise)):  # a soft, papery noise
        smooth[i] = 0.55 * smooth[i - 1] + 0.45 * noise[i]

    def voice(t: float) -> float:
        envelope = math.exp(-t * 55) * min(1.0, t * 900)
        hum = math.sin(2 * math.pi * tone * t) * 0.3 if tone else 0.0
        return envelope * (smooth[min(int(t * RATE), len(smooth) - 1)] + hum)

    return voice


def _chime(t: float) -> float:
    envelope = math.exp(-t * 4.5) * min(1.0, t * 400)
    notes = (659.25, 987.77) if t < 0.12 else (783.99, 1318.5)
    return envelope * 0.5 * sum(math.sin(2 * math.pi * f * t) for f in notes)


def _refuse(t: float) -> float:
    envelope = math.exp(-t * 12) * min(1.0, t * 300)
    return envelope * 0.6 * math.sin(2 * math.pi * 150 * t) * (1 + 0.3 * math.sin(60 * t))


VOICES = {
    "card": (0.08, _card(1)),
    "meld": (0.12, _card(2, 0.12, 180.0)),
    "canasta": (0.55, _chime),
    "refuse": (0.25, _refuse),
}
"""The sounds: name -> (seconds, voice)."""


_PCM: dict[str, bytes] = {}  # synthesized once per process


class Sounds:
    """Plays the table's sounds; ``enabled`` follows the sound setting."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] | None = None

    def _load(self) -> dict[str, pygame.mixer.Sound]:
        if self._sounds is None:
            self._sounds = {}
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(RATE, -16, 1, 512)
                for name, (seconds, voice) in VOICES.items():
                    if name not in _PCM:
                        _PCM[name] = _samples(seconds, voice)
                    self._sounds[name] = pygame.mixer.Sound(buffer=_PCM[name])
            except Exception:  # no audio device (or no mixer): stay silent
                self._sounds = {}
        return self._sounds

    def prepare(self) -> None:
        """Synthesize the sounds now (about 0.1 s) rather than at the first move."""
        if self.enabled:
            self._load()

    def play(self, name: str) -> None:
        """Play sound ``name`` (see :data:`VOICES`) if sound is on."""
        if not self.enabled:
            return
        sound = self._load().get(name)
        if sound is not None:
            sound.play()
