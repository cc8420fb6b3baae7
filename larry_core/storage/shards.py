"""Which tables a bot process serves: Discord's shard rule, and the leases that keep two
processes from serving (and timing) the same shard.

Discord sends a guild's events to shard `(guild_id >> 22) % shard_count`, and a table
belongs to its guild, so a table belongs to that shard too. A process that runs shards
`ids` of `count` loads, times and serves exactly the tables of those shards.

The shard rule alone would let two processes started with overlapping shards both fire a
table's deadline. So a process also holds a *lease* on each of its shards, a row in the
database (`shard_leases`) that it renews every `ttl / 3` seconds: a process claims its
shards all or none, and a claim is refused while another owner's lease on one of them (or
any live lease under another shard count) has not expired. Timers fire only while the
process's own lease is valid, so a deadline is fired by one process at most; after a
`kill -9` the shards are free again once the dead process's lease expires.
"""

from __future__ import annotations

import os
import re
import secrets
import socket
from dataclasses import dataclass

SHARD_SHIFT = 22  # a snowflake's timestamp starts at bit 22
MAX_SHARDS = 4096  # far beyond any bot this serves; keeps typos like 80000 out


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord routes `guild_id`'s events to."""
    return (guild_id >> SHARD_SHIFT) % count


@dataclass(frozen=True, slots=True)
class Shards:
    """Shards `ids` of `count` (every id in range(count))."""

    ids: frozenset[int]
    count: int

    def __post_init__(self) -> None:
        if not 1 <= self.count <= MAX_SHARDS:
            raise ValueError(f"a shard count must be 1 to {MAX_SHARDS}, not {self.count}")
        if not self.ids or not all(0 <= i < self.count for i in self.ids):
            raise ValueError(f"shard ids must be 0 to {self.count - 1}")

    @classmethod
    def all(cls, count: int = 1) -> Shards:
        return cls(frozenset(range(count)), count)

    @property
    def every(self) -> bool:
        """True if this is every shard (no filter needed)."""
        return len(self.ids) == self.count

    @property
    def share(self) -> float:
        """The fraction of all shards: this process's part of budgets split by shard."""
        return len(self.ids) / self.count

    def owns(self, guild_id: int | None) -> bool:
        """Does a guild (None: a DM, which Discord sends to shard 0) belong here?"""
        return shard_of(guild_id or 0, self.count) in self.ids

    def sql(self, column: str) -> str:
        """A WHERE condition (the same text for SQLite and PostgreSQL) true for rows whose
        guild is in these shards; the numbers are inlined (they are validated ints)."""
        ids = ", ".join(str(int(i)) for i in sorted(self.ids))
        return f"(({column} >> {SHARD_SHIFT}) % {int(self.count)}) IN ({ids})"

    def label(self) -> str:
        """`0-3/8`, `1,5/8`: for logs and messages."""
        return f"{format_ids(self.ids)}/{self.count}"


def format_ids(ids: frozenset[int] | set[int]) -> str:
    """Ids as ranges: {0, 1, 2, 5} -> "0-2,5"."""
    out: list[str] = []
    ordered = sorted(ids)
    start = prev = ordered[0]
    for i in [*ordered[1:], None]:
        if i is not None and i == prev + 1:
            prev = i
            continue
        out.append(str(start) if start == prev else f"{start}-{prev}")
        if i is not None:
            start = prev = i
    return ",".join(out)


_PART = re.compile(r"\s*([0-9]{1,5})\s*(?:-\s*([0-9]{1,5})\s*)?")


def parse_ids(text: str, count: int) -> frozenset[int]:
    """`0-3`, `0,2,4-5`, `all` -> shard ids; ValueError with a sentence for anything else."""
    if text.strip().lower() == "all":
        return frozenset(range(count))
    ids: set[int] = set()
    for part in text.split(","):
        m = _PART.fullmatch(part)
        if m is None:
            raise ValueError(f"{part.strip()[:24]!r} is not a shard id or a range like 0-3")
        lo = int(m[1])
        hi = int(m[2]) if m[2] is not None else lo
        if hi < lo:
            raise ValueError(f"the range {lo}-{hi} runs backwards")
        if hi >= count:
            raise ValueError(f"shard {hi} does not exist: with {count} shard(s) the ids are "
                             f"0 to {count - 1}")
        ids.update(range(lo, hi + 1))
    return frozenset(ids)


def split(count: int, processes: int) -> list[Shards]:
    """`count` shards over `processes` processes, as even contiguous ranges."""
    if not 1 <= processes <= count:
        raise ValueError(f"{processes} process(es) cannot share {count} shard(s): run 1 to "
                         f"{count} processes, or raise the shard count")
    out = []
    for p in range(processes):
        lo, hi = p * count // processes, (p + 1) * count // processes
        out.append(Shards(frozenset(range(lo, hi)), count))
    return out


def owner_id() -> str:
    """A lease owner id unique to this process run (host, pid and a random part)."""
    return f"{socket.gethostname()[:40]}:{os.getpid()}:{secrets.token_hex(4)}"


class ShardsTaken(Exception):
    """Another live process holds a lease on some of these shards: `held` maps each such
    shard (`(count, id)`) to its owner."""

    def __init__(self, held: dict[tuple[int, int], str]) -> None:
        shown = ", ".join(f"{i}/{c} by {o}" for (c, i), o in sorted(held.items()))
        super().__init__(f"shards held by another running process: {shown}")
        self.held = held
