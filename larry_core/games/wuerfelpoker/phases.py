"""The phases of a Würfelpoker game (docs/dice-protocol.md §4.5): below the engine, so that
its views and requests, which the engine's seam builds, name them without importing it."""

ROLL_PHASE, REROLL, RAISE_PHASE, RESPOND, OVER = "roll", "reroll", "raise", "respond", "over"
PHASES = (ROLL_PHASE, REROLL, RAISE_PHASE, RESPOND, OVER)
