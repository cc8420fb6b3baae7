"""Larry, Schmidt Spiele's bluffing card game: engine, moves, views, AI, pictures."""
