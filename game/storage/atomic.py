"""Crash-proof file writing: a reader always finds either the new file or the
previous good one, whatever instant the process is killed or the power fails.

:func:`atomic_write_bytes` does, in this order:

1. write the new bytes to a temporary file in the same folder, flush, ``fsync``;
2. if the current file is good (``is_good``), hard-link it (or copy it, then
   ``fsync``) to a second temporary name and ``os.replace`` that onto ``NAME.bak``;
3. ``os.replace`` the first temporary file onto ``NAME``;
4. ``fsync`` the folder where the platform allows it.

``os.replace`` is atomic on POSIX and on Windows (same volume), so ``NAME`` is at
every instant a complete file: the old one until step 3, the new one after it.
``NAME.bak`` only ever receives a complete copy of a file that was good.
Temporary files are dot-files ending in ``.tmp``; ones left by a killed process
are removed by a later write once they are a minute old.
"""

from __future__ import annotations

import errno
import json
import os
import re
import secrets
import shutil
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

STALE_TEMP_SECONDS = 60.0
"""A temporary file older than this was left by a killed writer and is removed."""


BACKUP_MAX_BYTES = 64_000_000
"""A current file larger than this is not copied to ``NAME.bak`` (no file of the
game is this large: it is not a good file)."""


class NotRegularFileError(OSError):
    """A path that holds a pipe, a device or a socket where a file belongs."""


def read_limited(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """Return up to ``max_bytes + 1`` bytes of the regular file at ``path`` (one
    byte more than allowed tells the caller the file is too large).

    Never blocks: a pipe (FIFO) or a device is refused before it is read. Raises
    FileNotFoundError, IsADirectoryError (a folder), NotRegularFileError (a pipe,
    device or socket) or another OSError if the file cannot be read.
    """
    if os.path.isdir(path):
        raise IsADirectoryError(errno.EISDIR, "a folder", os.fspath(path))
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "a folder", os.fspath(path))
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(errno.EINVAL, "not a regular file", os.fspath(path))
        chunks = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Return the path of the previous good copy: ``NAME.bak`` beside ``NAME``."""
    p = Path(path)
    return p.with_name(p.name + ".bak")


def dumps_json(obj: Any) -> bytes:
    """Serialize ``obj`` as UTF-8 JSON text ending in a newline. An object's entries
    go one per line, and so do the items of a list in it (one action per line in
    a save): readable, diffable and quick to write. Text holding a lone UTF-16
    surrogate is written with that character escaped (``\\ud800``).

    Raises TypeError or ValueError (NaN, infinity) before anything is written.
    """
    if not isinstance(obj, dict) or not all(isinstance(k, str) for k in obj):
        return (_dumps(obj) + "\n").encode("utf-8")
    lines = []
    for key, value in obj.items():
        if isinstance(value, list) and value:
            items = ",\n  ".join(_dumps(v) for v in value)
            lines.append(f" {_dumps(key)}: [\n  {items}\n ]")
        else:
            lines.append(f" {_dumps(key)}: {_dumps(value)}")
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _dumps(obj: Any) -> str:
    # A lone surrogate (text from a hand-edited save, say) cannot be UTF-8: it is
    # written as its JSON escape, \udXXX, which reads back as the same text.
    text = json.dumps(obj, ensure_ascii=False, allow_nan=False)
    return _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def is_json(data: bytes) -> bool:
    """True when ``data`` is UTF-8 JSON text, with or without a byte order mark
    (the default test of a good file)."""
    try:
        json.loads(data.removeprefix(b"\xef\xbb\xbf").decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return False
    return True


def atomic_write_json(path: str | os.PathLike[str], obj: Any, *, backup: bool = True,
                      exclusive: bool = False) -> Path:
    """Write ``obj`` as JSON to ``path`` atomically, keeping the previous good file
    as ``path.bak`` when ``backup`` is true; with ``exclusive``, only create it.

    Creates the folder if needed. Returns ``path`` as a Path. Raises TypeError or
    ValueError if ``obj`` is not JSON data (nothing is written), FileExistsError
    with ``exclusive`` when ``path`` exists, OSError if the disk refuses (the
    previous file is then untouched).
    """
    return atomic_write_bytes(path, dumps_json(obj), backup=backup, exclusive=exclusive)


def atomic_write_bytes(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    backup: bool = True,
    is_good: Callable[[bytes], bool] = is_json,
    exclusive: bool = False,
) -> Path:
    """Write ``data`` to ``path`` atomically (see the module text for the steps).

    With ``backup``, the current file is kept as ``path.bak`` first, but only if
    ``is_good(current bytes)``: a damaged file never replaces a good backup. With
    ``exclusive``, the file is only created, complete, never written over: two
    writers choosing the same name at once cannot both succeed. Returns ``path``
    as a Path; raises FileExistsError (``exclusive``, the file exists) or another
    OSError if the disk refuses.
    """
    target = Path(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    _sweep_stale_temps(folder, target.name)
    tmp = _temp_name(target, "")
    try:
        _write_synced(tmp, data)
        if exclusive:
            _link_new(tmp, target)
        else:
            if backup:
                _keep_backup(target, is_good)
            _replace(tmp, target)
    finally:
        _unlink_quietly(tmp)  # gone already unless something failed (or it was linked)
    fsync_dir(folder)
    return target


def _link_new(tmp: Path, target: Path) -> None:
    """Give the complete file ``tmp`` the name ``target`` unless that name exists
    (FileExistsError): a hard link is made only if the name is free."""
    try:
        os.link(tmp, target)
    except FileExistsError:
        raise
    except OSError:
        # No hard links here (FAT, some network drives): claim the name, then fill it.
        os.close(os.open(target, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        _replace(tmp, target)


def fsync_dir(folder: str | os.PathLike[str]) -> None:
    """Flush a folder's entries (renames) to disk; a no-op where unsupported
    (Windows, some network file systems)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _temp_name(target: Path, tag: str) -> Path:
    return target.with_name(f".{target.name}{tag}.{os.getpid()}-{secrets.token_hex(4)}.tmp")


def _write_synced(path: Path, data: bytes) -> None:
    # "x": never write into a file someone else opened under the same name.
    with open(path, "xb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def _keep_backup(target: Path, is_good: Callable[[bytes], bool]) -> None:
    """Make ``target.bak`` a complete copy of ``target`` if ``target`` is good."""
    try:
        current = read_limited(target, BACKUP_MAX_BYTES)
    except OSError:  # missing, a folder, a pipe or device: nothing good to keep
        return
    if len(current) > BACKUP_MAX_BYTES or not is_good(current):
        return
    bak = backup_path(target)
    try:
        if os.path.samefile(target, bak):
            return  # NAME.bak is already a link to NAME: it holds these very bytes
    except OSError:
        pass
    tmp = _temp_name(target, ".bak")
    try:
        try:
            os.link(target, tmp)  # same data, no copy; target is never modified in place
        except OSError:
            _write_synced(tmp, current)
        _replace(tmp, bak)
    finally:
        # renaming a link onto another link of the same file does nothing and
        # leaves the temporary name in place (POSIX rename)
        _unlink_quietly(tmp)


def _replace(src: Path, dst: Path) -> None:
    """``os.replace``, retried briefly on Windows where a reader (an antivirus, the
    file manager) may hold ``dst`` open for a moment."""
    for attempt in range(10):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 9:
                raise
            time.sleep(0.02 * (attempt + 1))


def _unlink_quietly(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _sweep_stale_temps(folder: Path, name: str) -> None:
    prefix = f".{name}."
    limit = time.time() - STALE_TEMP_SECONDS
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        if entry.name.startswith(prefix) and entry.name.endswith(".tmp"):
            try:
                if entry.stat(follow_symlinks=False).st_mtime < limit:
                    os.unlink(entry.path)
            except OSError:
                pass


def copy_file_atomically(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> Path:
    """Copy ``src`` onto ``dst`` atomically (no backup of ``dst``); returns ``dst``."""
    target = Path(dst)
    tmp = _temp_name(target, "")
    try:
        shutil.copyfile(src, tmp)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        _replace(tmp, target)
    except BaseException:
        _unlink_quietly(tmp)
        raise
    fsync_dir(target.parent)
    return target
