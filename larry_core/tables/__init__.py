"""The game-agnostic table service: tables, the outbox, deadlines, settings."""
