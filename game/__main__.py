"""``python -m game``: see :mod:`game.cli`."""

import sys

from game.cli import main

sys.exit(main())
