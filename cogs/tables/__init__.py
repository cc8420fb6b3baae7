"""The shared Discord front end of every game: the publisher (outbox to channel), the
outbound path, replies, languages, custom ids, and one command group built per game."""
