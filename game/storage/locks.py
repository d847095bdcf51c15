"""One window per save: while a game is open at a table, its save has a lock file
``ID.json.lock`` beside it holding the owner's process id and a random token.

A second copy of the game finds the lock, sees that its owner is alive and
leaves the save alone (it may open it read-only). A lock whose owner has died
(a crash, a power cut) is stale and is taken over, and so is one whose process
id now belongs to a process started after the lock was written (where the
system tells when a process started: Linux, Windows). The lock file is created
with ``O_CREAT | O_EXCL``, which works the same on POSIX and Windows.
"""

from __future__ import annotations

import os
import secrets
import sys
import time
import weakref
from pathlib import Path

from game.rules.messages import N_, Refusal
from game.storage.atomic import read_limited

STARTING_SECONDS = 5.0
"""A lock file without a readable owner is being written for this long, then stale."""

_MAX_LOCK_BYTES = 200


class SaveLockedError(Exception):
    """The save is open in another window: ``pid`` is its process id (None when it
    is still writing its lock). ``str(error)`` is a sentence for the player
    (``error.args[0]``, a :class:`~game.rules.messages.Refusal`)."""

    def __init__(self, path: Path, pid: int | None) -> None:
        super().__init__(Refusal(N_("This game is open in another window.")))
        self.path = path
        self.pid = pid


def lock_path(save: str | os.PathLike[str]) -> Path:
    """The lock file of a save: ``ID.json.lock`` beside ``ID.json``."""
    p = Path(save)
    return p.with_name(p.name + ".lock")


def pid_alive(pid: int) -> bool:
    """True if process ``pid`` runs on this computer (True when it cannot be told:
    a save is never taken from a window that may still be open)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if sys.platform == "win32":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: it runs, as another user
        return True
    return True


def _windows_pid_alive(pid: int) -> bool:
    try:
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return kernel32.GetLastError() == 5  # access denied: it exists
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    except Exception:  # no ctypes, an odd Windows: assume the owner is alive
        return True


def process_start(pid: int) -> float | None:
    """When process ``pid`` started (seconds since the epoch), where the system
    tells (Linux, Windows); None elsewhere or when it cannot be read."""
    try:
        if sys.platform == "win32":
            return _windows_process_start(pid)
        if not os.path.exists("/proc/stat"):
            return None
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read(4096).rsplit(b")", 1)[1].split()
        ticks = int(fields[19])  # field 22, counted after the name
        with open("/proc/stat", "rb") as f:
            boot = next(int(line.split()[1]) for line in f if line.startswith(b"btime "))
        return boot + ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, StopIteration):
        return None


def _windows_process_start(pid: int) -> float | None:
    try:
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)
        if not handle:
            return None
        try:
            times = [ctypes.c_ulonglong() for _ in range(4)]
            if not kernel32.GetProcessTimes(handle, *(ctypes.byref(t) for t in times)):
                return None
            return times[0].value / 10_000_000 - 11_644_473_600  # from 1601, in 100 ns
        finally:
            kernel32.CloseHandle(handle)
    except Exception:
        return None


def _owner_alive(pid: int, lock_file: Path) -> bool:
    """True if the window that wrote ``lock_file`` still runs: its process is
    alive and did not start after the lock was written (a process id reused by
    another program after a crash does not keep the lock)."""
    if not pid_alive(pid):
        return False
    started = process_start(pid)
    try:
        written = lock_file.stat().st_mtime
    except OSError:
        return True
    return started is None or started <= written + 2.0


def _read_owner(path: Path) -> tuple[int, str] | None:
    """The (pid, token) written in a lock file, or None if it holds neither."""
    try:
        words = read_limited(path, _MAX_LOCK_BYTES).decode("ascii", "replace").split()
        return int(words[0]), words[1]
    except (OSError, ValueError, IndexError):
        return None


def lock_owner(save: str | os.PathLike[str]) -> int | None:
    """The process id of another live window that holds the save's lock, or None
    (no lock, a stale one, or this process's own)."""
    path = lock_path(save)
    owner = _read_owner(path)
    if owner is None or owner[0] == os.getpid() or not _owner_alive(owner[0], path):
        return None
    return owner[0]


class SaveLock:
    """A held lock on one save; :meth:`release` gives it up (also safe to call
    twice, or after another window took over a lock thought stale)."""

    def __init__(self, save: Path, token: str) -> None:
        self.save = save
        self.path = lock_path(save)
        self.token = token
        self.released = False

    @classmethod
    def acquire(cls, save: str | os.PathLike[str]) -> SaveLock:
        """Lock ``save`` for this process and return the lock. A stale lock (its
        owner has ended, or it names this process but no lock of this process
        holds it any more) is taken over.

        Raises SaveLockedError when another live window holds it (or another table
        of this one), OSError when the lock file cannot be written (the folder is
        missing or refuses writing).
        """
        save = Path(save)
        path = lock_path(save)
        token = secrets.token_hex(8)
        content = f"{os.getpid()} {token}\n".encode("ascii")
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_BINARY", 0),
                         0o644)
        except FileExistsError:
            owner = _read_owner(path)
            if owner is None:
                if _age(path) < STARTING_SECONDS:
                    raise SaveLockedError(save, None) from None
            elif owner[0] == os.getpid():
                mine = _HELD.get(_key(path))
                if mine is not None and mine.held:  # another table of this window
                    raise SaveLockedError(save, owner[0]) from None
            elif _owner_alive(owner[0], path):
                raise SaveLockedError(save, owner[0]) from None
            _take_over(path, content)
            if _read_owner(path) != (os.getpid(), token):  # another window was quicker
                raise SaveLockedError(save, None) from None
        else:
            try:
                os.write(fd, content)
            finally:
                os.close(fd)
        lock = cls(save, token)
        _HELD[_key(path)] = lock
        return lock

    @property
    def held(self) -> bool:
        """True while the lock file still names this lock."""
        return not self.released and _read_owner(self.path) == (os.getpid(), self.token)

    def release(self) -> None:
        """Remove the lock file if it is still this lock's; never raises."""
        if self.released:
            return
        self.released = True
        if _read_owner(self.path) == (os.getpid(), self.token):
            try:
                os.unlink(self.path)
            except OSError:
                pass


_HELD: weakref.WeakValueDictionary[str, SaveLock] = weakref.WeakValueDictionary()
"""The locks this process holds, by lock file: a lock file naming this process
but no lock alive here was left by a lock never released, and is taken over."""


def _key(path: Path) -> str:
    return os.path.normcase(os.path.abspath(path))


def _age(path: Path) -> float:
    try:
        return time.time() - path.stat().st_mtime
    except OSError:
        return STARTING_SECONDS


def _take_over(path: Path, content: bytes) -> None:
    """Replace a stale lock file with ours in one step."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "xb") as f:
            f.write(content)
        os.replace(tmp, path)
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass
