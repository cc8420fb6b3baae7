"""A CPU-time sampling profiler for the bot process (used by `bench/run_bot.py`).

Every `interval` seconds of the process's CPU time (ITIMER_PROF: user + system, all threads)
the kernel sends SIGPROF; the handler records the main thread's Python stack. Unlike a
wall-clock sampler, a thread that waits for a core (the double shares this machine's two)
is never sampled, and unlike cProfile nothing is added to each function call, so small
Python functions are not made to look bigger than C code. A signal reaches Python between
bytecodes, so time spent in a C call (zlib, Pillow, a socket write) is counted at the Python
line that made the call.

    sampler = Sampler(0.001); sampler.start(); ...; sampler.stop(); sampler.write(path)

The file holds one line per distinct stack, `frame;frame;... count` (the "collapsed" format
flame-graph tools read), outermost frame first.
"""

from __future__ import annotations

import argparse
import signal
from collections import Counter
from pathlib import Path
from types import FrameType


def _frame_name(frame: FrameType) -> str:
    code = frame.f_code
    path = code.co_filename
    for marker in ("site-packages/", "/work/main/", "/lib/python3"):
        if marker in path:
            path = path.split(marker, 1)[1]
            break
    return f"{path}:{code.co_name}"


class Sampler:
    """Count the main thread's stacks at each `interval` of process CPU time."""

    def __init__(self, interval: float = 0.001) -> None:
        self.interval = interval
        self.stacks: Counter[tuple[str, ...]] = Counter()
        self.samples = 0

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        names: list[str] = []
        while frame is not None:
            names.append(_frame_name(frame))
            frame = frame.f_back
        names.reverse()
        self.stacks[tuple(names)] += 1
        self.samples += 1

    def start(self) -> None:
        signal.signal(signal.SIGPROF, self._handle)
        signal.setitimer(signal.ITIMER_PROF, self.interval, self.interval)

    def stop(self) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, signal.SIG_DFL)

    def write(self, path: str | Path) -> None:
        with open(path, "w", encoding="utf-8") as out:
            for stack, count in self.stacks.most_common():
                out.write(f"{';'.join(stack)} {count}\n")


# where a sample's innermost frame is: the part of the program that spent that CPU
SELF_GROUPS: dict[str, tuple[str, ...]] = {
    "HTTP client (aiohttp, yarl, multidict; bot/transport.py with the socket writes)":
        ("aiohttp/", "yarl/", "multidict/", "bot/transport.py"),
    "Discord client (discord.py: requests, gateway, parsing)": ("discord/",),
    "event loop (uvloop, asyncio, weak sets, threads)":
        ("asyncio/", "runners.py", "_weakrefset.py", "weakref.py", "threading.py", "uvloop"),
    "pictures (larry_core/games/larry/art, Pillow, zlib)": ("larry_core/games/larry/art/", "PIL/"),
    "texts (Fluent, Babel, the catalogue, renderers)":
        ("fluent/", "babel/", "larry_core/text/", "cogs/larry/render.py"),
    "table core (service, engine, AI, storage)": ("larry_core/",),
    "cogs and bot (publisher, screens, presses, outbound)": ("cogs/", "bot/"),
}
# what the bot was doing: each sample counts for the first activity (in this order) with a
# frame on its stack, so the moves are carved out of the presses that made them
ACTIVITIES: dict[str, tuple[str, ...]] = {
    "the moves themselves (service.play: engine, AI, the commit)": ("service.py:play",),
    "hand DMs (publisher._dm_hand: text, picture, the edit)": ("publisher.py:_dm_hand",),
    "the turn message (Larry's presenter: narration, embed, delete, post)":
        ("larry/presenter.py:announce",),
    "Play pressed: the form opened with the hand's picture (actions.open_form)":
        ("actions.py:open_form",),
    "the form's steps and its removal (play_form.py callbacks)": ("play_form.py:callback",),
    "other presses (Doubt, Accept, My hand, the lobby)": ("components.py:callback",),
    "gateway: events received and parsed": ("discord/shard.py:worker",
                                            "discord/gateway.py:poll_event"),
    "HTTP: responses read and requests written (aiohttp's callbacks from the loop)":
        ("aiohttp/client_proto.py:data_received", "bot/transport.py:flush",
         "aiohttp/client_reqrep.py:write_bytes"),
    "storage: the group-commit writer": ("larry_core/storage/group_commit.py",
                                         "larry_core/storage/sqlite.py",
                                         "larry_core/storage/postgres.py"),
    "the rest: the event loop itself (uvloop) and small callbacks": ("asyncio/runners.py:run",),
}


def _lines(path: str | Path) -> list[tuple[str, int]]:
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        stack, _, count = line.rpartition(" ")
        out.append((stack, int(count)))
    return out


def self_shares(path: str | Path, groups: dict[str, tuple[str, ...]] = SELF_GROUPS,
                ) -> dict[str, float]:
    """Share of samples by the group of their innermost frame (the first group that
    matches; "other" for the rest)."""
    total = 0
    hits: Counter[str] = Counter()
    for stack, n in _lines(path):
        leaf = stack.rsplit(";", 1)[-1]
        total += n
        hits[next((g for g, needles in groups.items() if any(x in leaf for x in needles)),
                  "other")] += n
    return {g: hits[g] / max(total, 1) for g in [*groups, "other"]}


def activities(path: str | Path, parts: dict[str, tuple[str, ...]] = ACTIVITIES,
               ) -> dict[str, float]:
    """Share of samples by the first part (in order) with a frame on the sample's stack
    matching one of its substrings; "other" for the rest."""
    total = 0
    hits: Counter[str] = Counter()
    for stack, n in _lines(path):
        total += n
        hits[next((name for name, needles in parts.items()
                   if any(needle in stack for needle in needles)), "other")] += n
    return {name: hits[name] / max(total, 1) for name in [*parts, "other"]}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description="Sum a CPU-time sample file (LARRY_BENCH_SAMPLE=FILE in bench/run_bot.py) "
                    "by part, by activity and by function.")
    parser.add_argument("file", help="the sample file the bot process wrote")
    parser.add_argument("top", nargs="?", type=int, default=25,
                        help="how many functions to list by self time (default 25)")
    args = parser.parse_args(argv)
    if not Path(args.file).is_file():
        parser.error(f"no sample file {args.file}")
    lines = _lines(args.file)
    total = sum(n for _, n in lines)
    print(f"{total} samples\n\nself time by part:")
    for name, share in self_shares(args.file).items():
        print(f"{100 * share:5.1f}%  {name}")
    print("\nby activity:")
    for name, share in activities(args.file).items():
        print(f"{100 * share:5.1f}%  {name}")
    self_time: Counter[str] = Counter()
    for stack, n in lines:
        self_time[stack.rsplit(";", 1)[-1]] += n
    print("\ntop functions, self time:")
    for name, n in self_time.most_common(args.top):
        print(f"{100 * n / max(total, 1):5.1f}%  {name}")


if __name__ == "__main__":  # python bench/cpu_sampler.py FILE [N]
    main()
