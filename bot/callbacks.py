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
"""

from __future__ import annotations

from typing import Any

import aiohttp
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context


class CallbackAdapter(AsyncWebhookAdapter):
    """discord.py's webhook adapter, its interaction callbacks without ``with_response``."""

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


def install() -> None:
    """Answer interactions through `CallbackAdapter` from this task on (and in the tasks it
    starts)."""
    if not isinstance(async_context.get(), CallbackAdapter):
        async_context.set(CallbackAdapter())
