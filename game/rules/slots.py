"""A faster constructor for the frozen slots dataclasses made at every move (the
player's view, card movements, actions, melds): :func:`store_in_slots`."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def store_in_slots(cls: type[T]) -> type[T]:
    """Give the frozen slots dataclass ``cls`` an ``__init__`` that stores each field
    straight into its slot, with the parameters and defaults of the generated one,
    then calls ``__post_init__`` where the class has one. The generated one calls
    ``object.__setattr__`` for every field, about twice as slow. Instances stay
    frozen. Returns ``cls``. Raises TypeError for a class it cannot serve (not a
    slots dataclass, or a field with a default factory). A class compiled by mypyc is
    returned as it is."""
    if "__mypyc_attrs__" in cls.__dict__:
        return cls  # a class compiled by mypyc (game/build_engine.py) stores its fields natively
    if not dataclasses.is_dataclass(cls) or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a slots dataclass")
    params: list[str] = []
    body: list[str] = []
    env: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name} has a default factory")
        env[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is not dataclasses.MISSING:
            env[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        else:
            params.append(f.name)
        body.append(f"    _set_{f.name}(self, {f.name})\n")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()\n")
    exec(f"def __init__(self, {', '.join(params)}):\n{''.join(body) or '    pass'}", env)
    cls.__init__ = env["__init__"]  # type: ignore[method-assign]
    return cls
