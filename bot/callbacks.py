"""Interaction callbacks sent without asking Discord for the message they made.

discord.py (2.5 and later) sends every interaction callback with ``?with_response=1``:
Discord then answers with the callback's resource (the whole message the answer made, or
the edited message with its components and attachments), which discord.py parses into an
`InteractionMessage` that nothing here reads. The bot answers about three interactions per
move (Play, the form's steps), so that was a JSON body to read and a message to build per
answer: 2 % of the bot's CPU at 1,000 tables (docs/benchmarks.md, "Where a move's CPU
goes"). Without the parameter Discord answers ``204 No Content``.

`CallbackAdapter` is discord.py's own webhook adapter with only that changed; the callback
handle it returns still has the interaction's id and the response type, and no resource
(`InteractionCallbackResponse.resource` is None, as discord.py documents for callbacks that
make no message). Whatever Discord answers is accepted: a body, if there is one, is
ignored. Errors and rate limits go through discord.py's handling as before.

discord.py looks the adapter up in a context variable (`async_context`) each time it
answers an interaction; `install()` sets it in the running task, so every task the bot
starts afterwards (the gateway's, and each interaction's) uses it.

Its `request` (every interaction callback, followup, edit and delete of an interaction's
messages: about six per move) is discord.py's, with the same locks, retries and errors, made
cheaper where aiohttp did work for every request that this traffic never needs
(docs/benchmarks.md, "A seventh pass"):

- the URL is handed over already encoded (discord.py quotes each part of a `Route`), so yarl
  does not parse and re-quote it, the query included;
- a JSON body is sent as bytes, read back as bytes;
- a body with files (the Play form's hand picture, a reveal) is written as one piece of bytes
  by `multipart_body` instead of through aiohttp's `FormData` and `MultipartWriter`, which
  built a payload object, headers and a size walk for each part;
- and the request goes over the bot's own keep-alive connections (`bot.webhook_http`), not
  through aiohttp's client, whose per-request objects were most of the bot's HTTP cost
  (docs/benchmarks.md, "A ninth pass"). With a proxy set, aiohttp's session sends it.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote as urlquote
from urllib.parse import urlencode

import aiohttp
from discord import utils
from discord.errors import DiscordServerError, Forbidden, HTTPException, NotFound
from discord.file import File
from discord.http import Route
from discord.webhook.async_ import AsyncDeferredLock, AsyncWebhookAdapter, async_context
from yarl import URL

from bot.webhook_http import Connections, Response

_log = logging.getLogger("discord.webhook.async_")  # where discord.py logs the same events


def _quoted(value: str) -> str:
    """A name or filename inside a Content-Disposition's quotes, escaped as browsers do
    (WHATWG: a quote, CR and LF percent-encoded)."""
    return value.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")


def multipart_body(parts: Sequence[dict[str, Any]]) -> tuple[bytes, str]:
    """discord.py's multipart parts (``name``, ``value``: text or a file object, and for
    files ``filename`` and ``content_type``) as one multipart/form-data body, and the
    Content-Type that names its boundary: the first of ``larry-part-0-boundary``,
    ``larry-part-1-boundary``, … found in no part's headers or content, so nothing sent can
    end a part early. Nearly every body has the same one, and so the same Content-Type,
    which a receiver can parse once (aiohttp caches parsed content types; a fresh random
    boundary per request made the Discord double parse each one anew)."""
    chunks: list[tuple[bytes, bytes]] = []
    for p in parts:
        value = p["value"]
        if isinstance(value, str):
            data, ctype = value.encode(), "text/plain; charset=utf-8"  # as aiohttp sent it
        else:
            data = bytes(value) if isinstance(value, bytes | bytearray) else value.read()
            ctype = p.get("content_type") or "application/octet-stream"
        head = f'Content-Disposition: form-data; name="{_quoted(p["name"])}"'
        if p.get("filename") is not None:
            head += f'; filename="{_quoted(p["filename"])}"'
        chunks.append(((head + f"\r\nContent-Type: {ctype}\r\n\r\n").encode(), data))
    for n in itertools.count():
        boundary = f"larry-part-{n:x}-boundary"
        marker = boundary.encode()
        if not any(marker in head or marker in data for head, data in chunks):
            break
    dash = b"--" + marker
    body = b"".join(dash + b"\r\n" + head + data + b"\r\n" for head, data in chunks)
    return body + dash + b"--\r\n", f"multipart/form-data; boundary={boundary}"


class CallbackAdapter(AsyncWebhookAdapter):
    """discord.py's webhook adapter, its interaction callbacks without ``with_response``,
    its requests sent over `connections` (`bot.webhook_http`; None: aiohttp's session,
    as discord.py sends them, which is also the way whenever a proxy is set)."""

    def __init__(self, *, own_connections: bool = True) -> None:
        super().__init__()
        self.connections = Connections() if own_connections else None

    def close(self) -> None:
        """Close the idle connections of its own (the bot is closing)."""
        if self.connections is not None:
            self.connections.close()

    async def create_interaction_response(  # type: ignore[override]
        self,
        interaction_id: int,
        token: str,
        *,
        session: aiohttp.ClientSession,
        proxy: str | None = None,
        proxy_auth: aiohttp.BasicAuth | None = None,
        params: Any,
    ) -> dict[str, Any]:
        route = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback",
                      webhook_id=interaction_id, webhook_token=token)
        if params.files:
            await self.request(route, session=session, proxy=proxy, proxy_auth=proxy_auth,
                               files=params.files, multipart=params.multipart)
        else:
            await self.request(route, session=session, proxy=proxy, proxy_auth=proxy_auth,
                               payload=params.payload)
        return {"interaction": {"id": str(interaction_id)}}

    async def request(
        self,
        route: Route,
        session: aiohttp.ClientSession,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        proxy: str | None = None,
        proxy_auth: aiohttp.BasicAuth | None = None,
        files: Sequence[File] | None = None,
        reason: str | None = None,
        auth_token: str | None = None,
        params: dict[str, Any] | None = None,
    ) -> Any:
        """discord.py's `AsyncWebhookAdapter.request`, step for step (one lock per webhook,
        a rate-limit bucket emptied waits out its reset, a 429 from Discord's edge slept off
        and retried, 5xx and connection resets retried up to five times, 403/404/other
        errors raised as discord.py raises them), with the body and URL prepared once."""
        headers: dict[str, str] = {}
        files = files or []
        body: bytes | None = None
        bucket = (route.webhook_id, route.webhook_token)
        try:
            lock = self._locks[bucket]
        except KeyError:
            self._locks[bucket] = lock = asyncio.Lock()
        if payload is not None:
            headers["Content-Type"] = "application/json"
            body = utils._to_json(payload).encode()
        if auth_token is not None:
            headers["Authorization"] = f"Bot {auth_token}"
        if reason is not None:
            headers["X-Audit-Log-Reason"] = urlquote(reason, safe="/ ")
        query = f"?{urlencode(params)}" if params else ""
        url_text = route.url + query
        method, webhook_id = route.method, route.webhook_id
        response: aiohttp.ClientResponse | Response | None = None
        data: Any = None

        own = self.connections if proxy is None and proxy_auth is None else None
        async with AsyncDeferredLock(lock) as deferred:
            for attempt in range(5):
                for file in files:
                    file.reset(seek=attempt)
                if multipart:
                    body, headers["Content-Type"] = multipart_body(multipart)
                try:
                    if own is not None:
                        response = await own.request(method, url_text, body, headers)
                        raw = response.body
                    else:
                        async with session.request(
                                method, URL(url_text, encoded=True), data=body,
                                headers=headers, proxy=proxy, proxy_auth=proxy_auth) as answer:
                            raw = await answer.read()
                        response = answer
                    if response.content_type == "application/json":  # charset or not
                        data = utils._from_json(raw)
                    else:
                        data = raw.decode("utf-8")
                    status = response.status
                    if _log.isEnabledFor(logging.DEBUG):
                        _log.debug("Webhook ID %s with %s %s has returned status code %s",
                                   webhook_id, method, url_text, status)
                    remaining = response.headers.get("X-Ratelimit-Remaining")
                    if remaining == "0" and status != 429:
                        deferred.delay_by(utils._parse_ratelimit_header(response))
                    if 300 > status >= 200:
                        return data
                    if status == 429:
                        if not response.headers.get("Via"):
                            raise HTTPException(response, data)
                        retry_after: float = data["retry_after"]
                        _log.warning("Webhook ID %s is rate limited. Retrying in %.2f seconds.",
                                     webhook_id, retry_after)
                        await asyncio.sleep(retry_after)
                        continue
                    if status >= 500:
                        await asyncio.sleep(1 + attempt * 2)
                        continue
                    if status == 403:
                        raise Forbidden(response, data)
                    if status == 404:
                        raise NotFound(response, data)
                    raise HTTPException(response, data)
                except OSError as e:
                    if attempt < 4 and e.errno in (54, 10054):
                        await asyncio.sleep(1 + attempt * 2)
                        continue
                    raise
            if response is not None:
                if response.status >= 500:
                    raise DiscordServerError(response, data)
                raise HTTPException(response, data)
            raise RuntimeError("Unreachable code in HTTP handling.")


def install() -> CallbackAdapter:
    """Answer interactions through `CallbackAdapter` from this task on (and in the tasks it
    starts); the adapter in use."""
    adapter = async_context.get()
    if not isinstance(adapter, CallbackAdapter):
        adapter = CallbackAdapter()
        async_context.set(adapter)
    return adapter
