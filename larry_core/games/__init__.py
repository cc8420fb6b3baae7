"""The game registry, the seam every game implements, and one package per game."""
