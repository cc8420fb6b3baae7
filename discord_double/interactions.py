"""Interaction callbacks and the interaction webhook (followups, ``@original`` edits)."""

from __future__ import annotations

import time
from typing import Any

from aiohttp import web

from .limits import check_message, check_modal
from .models import EPHEMERAL, LOADING, Callback, InteractionRecord, MessageRecord
from .registry import Registry
from .rest import API, error, invalid, jresp, read_body

COMPONENT, MODAL_SUBMIT = 3, 5


class InteractionRoutes:
    """Handlers for ``/interactions/...`` and ``/webhooks/{app}/{token}/...``."""

    def __init__(self, registry: Registry, deadline: float) -> None:
        self.reg = registry
        self.deadline = deadline

    def routes(self) -> list[web.RouteDef]:
        """aiohttp route table."""
        hook = API + "/webhooks/{app_id}/{token}"
        return [
            web.post(API + "/interactions/{interaction_id}/{token}/callback", self.callback),
            web.post(hook, self.followup),
            web.get(hook + "/messages/{message_id}", self.get_message),
            web.patch(hook + "/messages/{message_id}", self.edit_message),
            web.delete(hook + "/messages/{message_id}", self.delete_message),
        ]

    # -- initial response -----------------------------------------------------
    async def callback(self, request: web.Request) -> web.Response:
        """POST /interactions/{id}/{token}/callback: the one initial response."""
        now = time.monotonic()
        rec = self.reg.interactions.get(int(request.match_info["interaction_id"]))
        if rec is None or rec.token != request.match_info["token"]:
            return error(404, 10062, "Unknown interaction")
        body = await read_body(request)
        rtype, data = int(body.get("type", 0)), body.get("data") or {}
        if rec.responded:
            self.reg.fail(rec, "double_response", f"second callback type {rtype}")
            rec.callbacks.append(Callback("callback", now, rtype, 400))
            return error(400, 40060, "Interaction has already been acknowledged.")
        if now - rec.sent_at > self.deadline:
            self.reg.fail(rec, "late_response", f"first response after {now - rec.sent_at:.2f}s")
            rec.callbacks.append(Callback("callback", now, rtype, 404))
            return error(404, 10062, "Unknown interaction")
        result = self._respond(request, rec, rtype, data)
        if isinstance(result, web.Response):
            rec.callbacks.append(Callback("callback", now, rtype, result.status))
            return result
        rec.response_type, rec.first_response_at = rtype, now
        asked = request.query.get("with_response", "").lower() in ("1", "true")
        rec.callbacks.append(
            Callback("callback", now, rtype, 200 if asked else 204,
                     result.id if result else None, resource=asked)
        )
        rec.answered.set()
        if not asked:
            return web.Response(status=204)  # Discord's answer unless the resource is asked for
        interaction: dict[str, Any] = {
            "id": str(rec.id),
            "type": rec.type,
            "response_message_loading": rtype == 5,
            "response_message_ephemeral": bool(result and result.ephemeral),
        }
        if result is not None:  # the message made (4, 5) or updated (7); absent otherwise
            interaction["response_message_id"] = str(result.id)
        answer: dict[str, Any] = {"interaction": interaction}
        if rtype in (4, 7) and result is not None:  # the message made or updated; no other
            answer["resource"] = {"type": rtype, "message": result.payload()}  # type has one
        return jresp(answer)

    def _respond(
        self, request: web.Request, rec: InteractionRecord, rtype: int, data: dict[str, Any]
    ) -> MessageRecord | web.Response | None:
        """Apply one initial response; a Response means it was rejected."""
        source = self.reg.messages.get(rec.source_message_id or 0)
        if rtype == 4:
            errors = check_message(data)
            if errors:
                return invalid(self.reg, request, errors, data)
            msg = self.reg.create_message(rec.channel_id, data, interaction=rec)
            rec.original_message_id = msg.id
            return msg
        if rtype == 5:
            flags = int(data.get("flags") or 0) & EPHEMERAL
            msg = self.reg.create_message(
                rec.channel_id, {"flags": flags}, interaction=rec, loading=True
            )
            rec.original_message_id = msg.id
            return msg
        if rtype in (6, 7):
            if rec.type not in (COMPONENT, MODAL_SUBMIT) or source is None:
                return invalid(
                    self.reg, request, [f"type: response type {rtype} needs a message"], data
                )
            rec.original_message_id = source.id
            if rtype == 6:
                return None
            errors = check_message(data, require_body=False, editing=source)
            if errors:
                return invalid(self.reg, request, errors, data)
            source.apply(data, edit=True, answer=True)
            return source
        if rtype == 9:
            if rec.type == MODAL_SUBMIT:
                return invalid(
                    self.reg, request, ["type: cannot answer a modal with a modal"], data
                )
            errors = check_modal(data)
            if errors:
                return invalid(self.reg, request, errors, data)
            rec.modal = data
            return None
        return invalid(self.reg, request, [f"type: unsupported response type {rtype}"], data)

    # -- webhook ----------------------------------------------------------------
    def _record(self, request: web.Request) -> InteractionRecord | None:
        rec = self.reg.by_token.get(request.match_info["token"])
        if rec is None or int(request.match_info["app_id"]) != self.reg.application_id:
            return None
        return rec if rec.responded else None

    def _target(self, rec: InteractionRecord, request: web.Request) -> MessageRecord | None:
        mid = request.match_info["message_id"]
        if mid == "@original":
            msg = self.reg.messages.get(rec.original_message_id or 0)
        else:
            msg = self.reg.messages.get(int(mid))
            if msg is not None and msg.id not in (*rec.followup_ids, rec.original_message_id):
                msg = None
        return None if msg is None or msg.deleted else msg

    async def followup(self, request: web.Request) -> web.Response:
        """POST /webhooks/{app}/{token}: ``followup.send``.

        Like Discord, the first followup after a deferral (type 5) replaces the
        "thinking" message and keeps the deferral's visibility, whatever its own flags.
        """
        now = time.monotonic()
        rec = self._record(request)
        if rec is None:
            return error(404, 10015, "Unknown Webhook")
        body = await read_body(request)
        errors = check_message(body)
        if errors:
            return invalid(self.reg, request, errors, body)
        original = self.reg.messages.get(rec.original_message_id or 0)
        if rec.response_type == 5 and original is not None and original.loading:
            original.apply(body, edit=False)
            original.flags &= ~LOADING
            msg = original
        else:
            msg = self.reg.create_message(rec.channel_id, body, interaction=rec)
            rec.followup_ids.append(msg.id)
        rec.callbacks.append(Callback("followup", now, None, 200, msg.id))
        return jresp(msg.payload())

    async def get_message(self, request: web.Request) -> web.Response:
        """GET /webhooks/{app}/{token}/messages/{id|@original}."""
        rec = self._record(request)
        msg = self._target(rec, request) if rec else None
        return jresp(msg.payload()) if msg else error(404, 10008, "Unknown Message")

    async def edit_message(self, request: web.Request) -> web.Response:
        """PATCH ``@original`` or a followup (``edit_original_response``, ``followup.edit``)."""
        rec = self._record(request)
        if rec is None:
            return error(404, 10015, "Unknown Webhook")
        msg = self._target(rec, request)
        if msg is None:  # e.g. a form its own first click deleted: kept for the tests to see
            rec.callbacks.append(Callback("edit", time.monotonic(), None, 404))
            return error(404, 10008, "Unknown Message")
        body = await read_body(request)
        errors = check_message(body, require_body=False,
                               editing=None if msg.loading else msg)
        if errors:
            return invalid(self.reg, request, errors, body)
        was_loading = msg.loading
        msg.apply(body, edit=not was_loading)
        msg.flags &= ~LOADING
        rec.callbacks.append(Callback("edit", time.monotonic(), None, 200, msg.id))
        return jresp(msg.payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        """DELETE ``@original`` or a followup."""
        rec = self._record(request)
        msg = self._target(rec, request) if rec else None
        if rec is None or msg is None:
            return error(404, 10008, "Unknown Message")
        msg.deleted = True
        rec.callbacks.append(Callback("delete", time.monotonic(), None, 204, msg.id))
        return web.Response(status=204)
