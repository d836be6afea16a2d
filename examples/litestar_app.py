"""A chat backend in Litestar: it takes a history, trims it to a token budget and returns it.

Run it with ``uvicorn examples.litestar_app:app`` (needs ``chatschema[litestar]`` and
uvicorn); the OpenAPI document is at ``/schema/openapi.json``.

The chatschema classes are the request and response types as they are; ``ChatSchemaPlugin``
makes Litestar read them with every check of the schemas and describe them in OpenAPI.

* ``POST /chat`` takes a list of messages in LangChain's flat form (what ``model_dump()``
  writes, the ``type`` tag beside the fields) and answers in the same form.
* ``POST /chat/stored`` takes and answers the stored form (``messages_to_dict``,
  ``{"type": ..., "data": {...}}``).

An invalid message is answered with a 422: ``extra[0].key`` is the JSON path
(``$[3].content[1].url``), also at the end of ``extra[0].message``.
"""

from __future__ import annotations

from litestar import Litestar, post
from litestar.params import FromQuery, JSONBody

import chatschema
from chatschema.litestar import ChatSchemaPlugin
from chatschema.messages.envelopes import ENVELOPES, SerializedMessageType


def trimmed(history: list[chatschema.BaseMessage], max_tokens: int) -> list[chatschema.BaseMessage]:
    """The end of the history that fits ``max_tokens``: the system message kept, starting on a human turn."""
    return chatschema.trim_messages(
        history,
        max_tokens=max_tokens,
        token_counter="approximate",
        strategy="last",
        include_system=True,
        start_on="human",
    )


@post("/chat", status_code=200)
async def chat(
    data: JSONBody[list[chatschema.AnyMessage]], max_tokens: FromQuery[int] = 2000
) -> list[chatschema.AnyMessage]:
    """Trim a history of messages in the flat form."""
    return trimmed(data, max_tokens)


@post("/chat/stored", status_code=200)
async def chat_stored(
    data: JSONBody[list[SerializedMessageType]], max_tokens: FromQuery[int] = 2000
) -> list[SerializedMessageType]:
    """Trim a history of messages in the stored form."""
    kept = trimmed([envelope.data for envelope in data], max_tokens)
    return [ENVELOPES[message.type](data=message) for message in kept]


app = Litestar([chat, chat_stored], plugins=[ChatSchemaPlugin()])
