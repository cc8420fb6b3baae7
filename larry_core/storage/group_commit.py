"""Group commit, shared by the storage backends: writes queue up, one writer takes whatever
has queued (up to a limit) and commits it as one transaction, and only then answers each
caller. A move is never acknowledged before it is durable, and a thousand busy tables share
a few commits instead of a thousand."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Generic, TypeVar

log = logging.getLogger(__name__)
JobT = TypeVar("JobT")


class GroupCommit(Generic[JobT]):
    """The queue, the writer loop and the answers; a backend implements `_run_jobs` (the
    batch committed, a failing job kept from spoiling the others, one `(ok, value or
    exception)` outcome per job)."""

    batch_limit: int = 512

    def __init__(self) -> None:
        self._queue: asyncio.Queue[tuple[JobT, asyncio.Future[Any]] | None] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self.commits = 0
        self.writes = 0

    def _start_writer(self, name: str) -> None:
        self._task = asyncio.create_task(self._write_loop(), name=name)

    async def _stop_writer(self) -> None:
        """Let the queued writes finish, then stop the writer."""
        if self._task is not None:
            await self._queue.put(None)
            await self._task
            self._task = None

    async def _write(self, job: JobT) -> Any:
        if self._task is None:
            raise RuntimeError("storage is not open")
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        await self._queue.put((job, future))
        return await future

    async def _write_loop(self) -> None:
        stop = False
        while not stop:
            item = await self._queue.get()
            batch: list[tuple[JobT, asyncio.Future[Any]]] = []
            while item is not None:
                batch.append(item)
                if len(batch) >= self.batch_limit or self._queue.empty():
                    break
                item = self._queue.get_nowait()
            stop = item is None
            if batch:
                await self._commit_batch(batch)

    async def _run_jobs(self, jobs: list[JobT]) -> list[tuple[bool, Any]]:
        raise NotImplementedError

    async def _commit_batch(self, batch: list[tuple[JobT, asyncio.Future[Any]]]) -> None:
        try:
            outcomes = await self._run_jobs([j for j, _ in batch])
        except Exception as exc:  # the whole batch failed: nothing of it is durable
            log.exception("database commit failed")
            outcomes = [(False, exc)] * len(batch)
        self.commits += 1
        self.writes += len(batch)
        for (_, future), (ok, value) in zip(batch, outcomes, strict=True):
            if future.done():
                continue
            if ok:
                future.set_result(value)
            else:
                future.set_exception(value)
