"""Table sounds: synthesized, never an error, silent when turned off."""

import array

from game.ui.sound import RATE, VOICES, Sounds, _samples


def test_every_sound_synthesizes_to_pcm_without_clipping():
    for name, (seconds, voice) in VOICES.items():
        pcm = array.array("h", _samples(seconds, voice))
        assert len(pcm) == int(RATE * seconds), name
        assert 0 < max(abs(x) for x in pcm) < 32767, name


def test_turned_off_sound_loads_nothing():
    sounds = Sounds(enabled=False)
    sounds.play("card")
    sounds.prepare()
    assert sounds._sounds is None


def test_playing_never_raises_without_an_audio_device():
    sounds = Sounds(enabled=True)
    for name in VOICES:
        sounds.play(name)
    sounds.play("no such sound")
    assert sounds._sounds is not None
