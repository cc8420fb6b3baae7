"""Where tables, moves and results are kept: the Protocol, SQLite and PostgreSQL."""
