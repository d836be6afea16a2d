"""A chat backend in FastAPI: it takes a history, trims it to a token budget and returns it.

Run it with ``uvicorn examples.fastapi_app:app`` (needs ``chatschema[pydantic]``, FastAPI and
uvicorn); the OpenAPI document is at ``/openapi.json``, the docs at ``/docs``.

* ``POST /chat`` takes a list of messages in LangChain's flat form (what ``model_dump()``
  writes, the ``type`` tag beside the fields) and answers in the same form.
* ``POST /chat/stored`` takes and answers the stored form (``messages_to_dict``,
  ``{"type": ..., "data": {...}}``).

An invalid message is answered with FastAPI's 422: ``loc`` gives the message's index,
``msg`` chatschema's message ending with the JSON path inside the message.
"""

from __future__ import annotations

from fastapi import FastAPI

import chatschema
from chatschema.messages.envelopes import ENVELOPES
from chatschema.pydantic import AnyMessage, SerializedMessage

app = FastAPI(title="chatschema chat backend (FastAPI)")


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


@app.post("/chat")
def chat(history: list[AnyMessage], max_tokens: int = 2000) -> list[AnyMessage]:
    """Trim a history of messages in the flat form."""
    return trimmed(history, max_tokens)


@app.post("/chat/stored")
def chat_stored(history: list[SerializedMessage], max_tokens: int = 2000) -> list[SerializedMessage]:
    """Trim a history of messages in the stored form."""
    kept = trimmed([envelope.data for envelope in history], max_tokens)
    return [ENVELOPES[message.type](data=message) for message in kept]
