"""The table: pygame-ce scenes, sprites, tweens and card drawing."""
