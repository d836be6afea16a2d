"""Chat backends: chatschema types in FastAPI and Litestar endpoints, through the real test clients."""
