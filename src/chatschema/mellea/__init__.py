"""Interop with mellea (0.8) chat histories, without depending on mellea.

:class:`Message` and :class:`ToolMessage` take the constructor arguments of
``mellea.stdlib.components.chat.Message`` and ``ToolMessage``; they are
msgspec Structs, so they encode to and decode from JSON. Conversions go to and
from chatschema's LangChain-style messages (``user`` <-> human, ``assistant``
<-> AI, ``system``, ``tool``), OpenAI Chat Completions dicts (as mellea's
serializer writes them) and, when mellea is installed, mellea's own objects
(:func:`to_mellea` and :func:`from_mellea`, in :mod:`chatschema.mellea._bridge`,
the only module that imports mellea).

Example:
    >>> from chatschema import AIMessage, HumanMessage
    >>> from chatschema.mellea import Message, as_chat_history, to_chatschema, to_openai
    >>> history = as_chat_history([HumanMessage("What is 2 + 2?"), AIMessage("4")])
    >>> [(m.role, m.content) for m in history]
    [('user', 'What is 2 + 2?'), ('assistant', '4')]
    >>> to_openai(history[0])
    {'role': 'user', 'content': 'What is 2 + 2?'}
    >>> to_chatschema(Message("system", "Be brief.")).type
    'system'
"""

from chatschema.mellea._bridge import UnboundTool, from_mellea, to_mellea
from chatschema.mellea._convert import (
    as_chat_history,
    from_chatschema,
    from_chatschema_messages,
    from_openai,
    to_chatschema,
    to_chatschema_messages,
    to_openai,
)
from chatschema.mellea._messages import (
    ROLES,
    AudioBlock,
    AudioUrlBlock,
    CBlock,
    Document,
    ImageBlock,
    ImageUrlBlock,
    Message,
    ToolMessage,
    enc_hook,
)

__all__ = [
    "ROLES",
    "AudioBlock",
    "AudioUrlBlock",
    "CBlock",
    "Document",
    "ImageBlock",
    "ImageUrlBlock",
    "Message",
    "ToolMessage",
    "UnboundTool",
    "as_chat_history",
    "enc_hook",
    "from_chatschema",
    "from_chatschema_messages",
    "from_mellea",
    "from_openai",
    "to_chatschema",
    "to_chatschema_messages",
    "to_mellea",
    "to_openai",
]
