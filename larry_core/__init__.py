"""Game tables without Discord: the games (`games/`), the table service (`tables/`), its
storage (`storage/`) and the catalogues (`text/`). Nothing here imports discord.

Each engine is pure: no I/O, no module-level randomness. A game is its options, its seed and
its accepted moves; replaying those rebuilds it exactly.
"""
